"use client";

import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * A form that works through React (its onSubmit), with every control disabled until the page is
 * interactive (issue 34, item 7). On a slow phone the HTML is on screen seconds before React runs:
 * a choice made then was overwritten by react-hook-form's default values as it attached, and a
 * submit then went out as a plain GET with the values in the address (a password in a log). The
 * form's layout (`className`: a grid, spacing) is the fieldset's, whose own border and padding are
 * removed, so the fields are laid out as before.
 */
export function Form({ children, className, ...props }: React.ComponentProps<"form">) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className={`m-0 min-w-0 border-0 p-0 ${className ?? ""}`}>
        {children}
      </fieldset>
    </form>
  );
}
