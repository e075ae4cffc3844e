import { ForgotPage } from "@/components/auth/forgot-page";

export default function Page({ params }: PageProps<"/[locale]/forgetpassword">) {
  return <ForgotPage params={params} role="STUDENT" />;
}
