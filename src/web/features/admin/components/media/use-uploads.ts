import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { MediaKind } from "#shared/schemas/media.ts";
import { refetchMedia } from "#web/features/admin/api/media.ts";
import { UploadCancelled, type UploadHandle, uploadMedia } from "#web/features/admin/api/upload-media.ts";
import { errorMessage } from "#web/lib/api.ts";
import { checkFile, checkWords, type WordsErrors } from "./upload-checks.ts";

export interface Draft {
  key: number;
  file: File;
  kind: MediaKind | null;
  /** Why the file itself cannot be sent (type or size): the draft can only be removed. */
  fileError: string | null;
  alt: string;
  caption: string;
  poster: File | null;
  errors: WordsErrors;
  state: "draft" | "queued" | "uploading";
  /** 0 to 1 while uploading. */
  progress: number;
  /** The last attempt's outcome when it did not succeed. */
  message: string | null;
}

export type DraftFields = Partial<Pick<Draft, "alt" | "caption" | "poster">>;

let nextKey = 1;

function newDraft(file: File): Draft {
  const check = checkFile(file);
  return {
    key: nextKey++,
    file,
    kind: check.kind,
    fileError: check.error,
    alt: "",
    caption: "",
    poster: null,
    errors: {},
    state: "draft",
    progress: 0,
    message: null,
  };
}

function formFor(draft: Draft & { kind: MediaKind }): FormData {
  const form = new FormData();
  if (draft.alt.trim()) form.append("alt", draft.alt.trim());
  if (draft.caption.trim()) form.append("caption", draft.caption.trim());
  if (draft.kind === "video" && draft.poster) form.append("poster", draft.poster);
  // The file last: the server reads the words before the bytes.
  form.append("file", draft.file);
  return form;
}

/**
 * The files chosen for upload, sent one at a time, each with its progress. What the server stored is the
 * library's to show: a draft leaves this list once its item exists.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const handles = useRef(new Map<number, UploadHandle>());

  const update = useCallback((key: number, change: Partial<Draft>) => {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
  }, []);

  const start = useCallback(
    (draft: Draft & { kind: MediaKind }) => {
      update(draft.key, { state: "uploading", progress: 0, message: null });
      const handle = uploadMedia(formFor(draft), (progress) => update(draft.key, { progress }));
      handles.current.set(draft.key, handle);
      handle.done
        .then(() => {
          setDrafts((all) => all.filter((d) => d.key !== draft.key));
          setAnnouncement(`${draft.file.name} uploaded: it is being processed.`);
          return refetchMedia(queryClient);
        })
        .catch((error: unknown) => {
          const message =
            error instanceof UploadCancelled ? "Upload cancelled." : `Not uploaded: ${errorMessage(error)}`;
          update(draft.key, { state: "draft", progress: 0, message });
          setAnnouncement(`${draft.file.name}: ${message}`);
        })
        .finally(() => handles.current.delete(draft.key));
    },
    [queryClient, update],
  );

  useEffect(() => {
    if (drafts.some((d) => d.state === "uploading")) return;
    const next = drafts.find((d) => d.state === "queued");
    if (next?.kind) start({ ...next, kind: next.kind });
  }, [drafts, start]);

  return {
    drafts,
    announcement,
    add(files: Iterable<File>) {
      const added = Array.from(files, newDraft);
      if (added.length > 0) setDrafts((all) => [...all, ...added]);
    },
    edit(key: number, fields: DraftFields) {
      update(key, { ...fields, errors: {} });
    },
    remove(key: number) {
      setDrafts((all) => all.filter((d) => d.key !== key));
    },
    /** Stops an upload under way, or takes a waiting one out of the queue. */
    cancel(key: number) {
      const handle = handles.current.get(key);
      if (handle) handle.abort();
      else update(key, { state: "draft", message: "Upload cancelled." });
    },
    /** Queues every draft whose words pass the checks; the others show their messages. */
    uploadAll() {
      setDrafts((all) =>
        all.map((d) => {
          if (d.state !== "draft" || d.fileError || !d.kind) return d;
          const errors = checkWords(d.kind, d.alt, d.caption);
          if (errors.alt || errors.caption) return { ...d, errors };
          return { ...d, state: "queued", errors: {}, message: null };
        }),
      );
    },
  };
}
