/** The server's CARD_IMAGE_BASE, from /api/config (loaded once). */
import { useEffect, useState } from "react";
import { fetchConfig } from "../net/api";

let known = "";

export function useImageBase(): string {
  const [base, setBase] = useState(known);
  useEffect(() => {
    let live = true;
    void fetchConfig().then((c) => {
      known = c.cardImageBase ?? "";
      if (live) setBase(known);
    });
    return () => {
      live = false;
    };
  }, []);
  return base;
}
