import { LoginPage, loginMetadata } from "@/components/auth/login-page";

export const generateMetadata = ({ params }: PageProps<"/[locale]/Admin-Login">) => loginMetadata(params, "ADMIN");

export default function Page({ params }: PageProps<"/[locale]/Admin-Login">) {
  return <LoginPage params={params} role="ADMIN" />;
}
