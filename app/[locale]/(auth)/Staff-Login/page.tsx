import { LoginPage, loginMetadata } from "@/components/auth/login-page";

export const generateMetadata = ({ params }: PageProps<"/[locale]/Staff-Login">) => loginMetadata(params, "STAFF");

export default function Page({ params }: PageProps<"/[locale]/Staff-Login">) {
  return <LoginPage params={params} role="STAFF" />;
}
