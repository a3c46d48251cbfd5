import { useEffect, useState } from "react";
import { fetchReturnPhoto } from "#web/features/admin/api/return-photo.ts";

/** A return's photo: the route needs the bearer token, which an <img> cannot send, so it shows a blob: URL. */
export function ReturnPhoto({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const abort = new AbortController();
    fetchReturnPhoto(url, abort.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <p className="text-sm text-red-700">{label} could not be loaded.</p>;
  if (!src) return <p className="text-sm text-zinc-600">Loading {label.toLowerCase()}…</p>;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={label} className="h-32 w-32 rounded-md border border-zinc-200 object-cover" />
    </a>
  );
}
