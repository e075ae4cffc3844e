// Inside the guarded layout, so a signed-out visitor is still redirected before anything streams.
export { ConsoleLoading as default } from "@/components/layout/console-loading";
