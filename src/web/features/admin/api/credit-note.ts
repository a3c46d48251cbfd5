import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/admin/orders/:id/credit-notes/:number: a refund's credit note, saved as a download. */
export async function downloadCreditNote(note: { number: string; url: string }): Promise<void> {
  const res = await apiRequest("GET", note.url);
  saveFile(await res.blob(), `credit-note-${note.number}.pdf`);
}
