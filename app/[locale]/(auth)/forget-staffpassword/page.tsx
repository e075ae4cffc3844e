import { ForgotPage } from "@/components/auth/forgot-page";

export default function Page({ params }: PageProps<"/[locale]/forget-staffpassword">) {
  return <ForgotPage params={params} role="STAFF" />;
}
