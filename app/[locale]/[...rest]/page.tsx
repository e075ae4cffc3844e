import { notFound } from "next/navigation";

// Unknown paths under a locale get the translated not-found page inside the site shell.
export default function CatchAll() {
  notFound();
}
