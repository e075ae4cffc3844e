import { ConsoleFrame } from "@/components/layout/console-frame";

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <ConsoleFrame roles={["ADMIN"]}>{children}</ConsoleFrame>;
}
