"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { MarkSender } from "./mark-sender";

/**
 * The sheet's MarkSender (./mark-sender.ts) for the life of the page: a return of the connection
 * sends the queue at once; `onClosed` runs when the server says the attempt has ended (with the
 * questions whose marks it refused); `onClock` with the server's clock from each save.
 */
export function useMarkSync(attemptId: number, onClosed: (refused: number[]) => void, onClock?: (serverNow: number, deviceNow: number) => void) {
  const [sender] = useState(() => new MarkSender(attemptId, { onClosed, onClock }));
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
  return sender;
}

/** How many marks are not yet saved: the component that reads it renders again when it changes, and only it. */
export function usePending(sender: MarkSender): number {
  return useSyncExternalStore(
    sender.subscribe,
    () => sender.pending,
    () => 0,
  );
}
