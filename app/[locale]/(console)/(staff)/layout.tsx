import { ConsoleFrame } from "@/components/layout/console-frame";

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return <ConsoleFrame roles={["STAFF", "ADMIN"]}>{children}</ConsoleFrame>;
}
