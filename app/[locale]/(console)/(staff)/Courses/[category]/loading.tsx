// Below the category check of layout.tsx: once this screen has been sent the answer is a 200, so an
// unknown category must be refused before it.
export { ConsoleLoading as default } from "@/components/layout/console-loading";
