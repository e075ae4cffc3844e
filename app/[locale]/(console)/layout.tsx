import { ConsoleFrame } from "@/components/layout/console-frame";

export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return <ConsoleFrame>{children}</ConsoleFrame>;
}
