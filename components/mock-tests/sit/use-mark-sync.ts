"use client";

import { useEffect, useState } from "react";
import { MarkSender } from "./mark-sender";

/**
 * The sheet's MarkSender (./mark-sender.ts) for the life of the page: `pending` is how many marks
 * are not yet saved; a return of the connection sends the queue at once; `onClosed` runs when the
 * server says the attempt has ended (with the questions whose marks it refused); `onClock` with the server's clock from each save.
 */
export function useMarkSync(attemptId: number, onClosed: (refused: number[]) => void, onClock?: (serverNow: number, deviceNow: number) => void) {
  const [pending, setPending] = useState(0);
  const [sender] = useState(() => new MarkSender(attemptId, { onPending: setPending, onClosed, onClock }));
  useEffect(() => {
    sender.whenClosed(onClosed);
  }, [sender, onClosed]);
  useEffect(() => {
    const online = () => void sender.flush();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      sender.dispose();
    };
  }, [sender]);
  return { pending, sender };
}
