"use client";

import { ErrorView } from "@/components/errors/error-view";

export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
