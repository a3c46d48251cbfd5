import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useAdminCatalogue } from "#web/features/admin/api/catalogue.ts";
import { usePlaceMedia } from "#web/features/admin/api/media.ts";
import { NativeSelect } from "../NativeSelect.tsx";
import { QueryState } from "../QueryState.tsx";
import { MediaPicker } from "./MediaPicker.tsx";
import { PlaceMediaList } from "./PlaceMediaList.tsx";
import { PLACE_KINDS, parsePlace, placeLabel, placeRows, placeTarget } from "./places.ts";

/** The search parameter naming the chosen place, so a link can open the tab at it. */
export const PLACE_PARAM = "place";

/** Choose a place, then see, add, remove and order what it shows. */
export function MediaPlaces() {
  const [params, setParams] = useSearchParams();
  const place = parsePlace(params.get(PLACE_PARAM));
  const [kindValue, setKindValue] = useState(place?.kind.value ?? "");
  const [picking, setPicking] = useState(false);
  const catalogue = useAdminCatalogue();
  const attached = usePlaceMedia(place?.target ?? null);
  const kind = PLACE_KINDS.find((k) => k.value === kindValue);
  const rows = kind ? placeRows(kind, catalogue.data) : [];
  const kindId = useId();
  const rowId = useId();

  const choose = (target: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (target) next.set(PLACE_PARAM, target);
        else next.delete(PLACE_PARAM);
        return next;
      },
      { replace: true },
    );

  const label = place ? placeLabel(place.target, catalogue.data) : "";
  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={kindId}>Kind of place</Label>
          <NativeSelect
            id={kindId}
            value={kindValue}
            onChange={(e) => {
              setKindValue(e.target.value);
              const chosen = PLACE_KINDS.find((k) => k.value === e.target.value);
              choose(chosen ? placeTarget(chosen, null) : null);
            }}
          >
            <option value="">Choose…</option>
            {PLACE_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {kind?.list ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={rowId}>{kind.label}</Label>
            <NativeSelect
              id={rowId}
              value={place?.kind === kind && place.id !== null ? String(place.id) : ""}
              disabled={catalogue.isPending}
              onChange={(e) => choose(e.target.value ? placeTarget(kind, Number(e.target.value)) : null)}
            >
              <option value="">{catalogue.isPending ? "Loading…" : "Choose…"}</option>
              {rows.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.active ? row.name : `${row.name} (inactive)`}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {place ? (
        <section aria-label={label} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-lg font-bold">{label}</h4>
            <Button size="sm" onClick={() => setPicking(true)}>
              <Plus aria-hidden="true" />
              Add from library
            </Button>
          </div>
          <QueryState
            query={attached}
            what={`media of ${label}`}
            empty="Nothing here yet: the shop shows its drawings. Add from the library."
          >
            {(items) => <PlaceMediaList target={place.target} items={items} />}
          </QueryState>
          {picking ? (
            <MediaPicker
              place={place}
              label={label}
              attached={attached.data ?? []}
              onClose={() => setPicking(false)}
            />
          ) : null}
        </section>
      ) : (
        <p className="text-sm text-zinc-600">Choose a place to see what it shows.</p>
      )}
    </div>
  );
}
