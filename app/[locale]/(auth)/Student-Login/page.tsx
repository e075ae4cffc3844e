import { LoginPage, loginMetadata } from "@/components/auth/login-page";

export const generateMetadata = ({ params }: PageProps<"/[locale]/Student-Login">) => loginMetadata(params, "STUDENT");

export default function Page({ params }: PageProps<"/[locale]/Student-Login">) {
  return <LoginPage params={params} role="STUDENT" />;
}
