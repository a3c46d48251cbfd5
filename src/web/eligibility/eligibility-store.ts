import { useCallback, useEffect, useState } from "react";
import {
  ELIGIBILITY_QUESTION_KEYS,
  ELIGIBILITY_WORDING_VERSION,
  type EligibilityQuestion,
  type PrescriptionEligibility,
} from "#shared/prescription/eligibility.ts";
import { sessionStore } from "#web/lib/storage.ts";
import { SESSION_KEYS } from "#web/lib/storage-keys.ts";

/** The answers so far: a question not answered yet is absent. */
export type EligibilityDraft = Partial<Record<EligibilityQuestion, boolean>>;

/** The answers this tab gave to the current wording (answers to another wording are asked again). */
export function loadEligibilityDraft(): EligibilityDraft {
  const text = sessionStore.get(SESSION_KEYS.prescriptionEligibility);
  if (!text) return {};
  try {
    const stored: unknown = JSON.parse(text);
    if (!stored || typeof stored !== "object") return {};
    const record = stored as Record<string, unknown>;
    if (record.version !== ELIGIBILITY_WORDING_VERSION) return {};
    const draft: EligibilityDraft = {};
    for (const key of ELIGIBILITY_QUESTION_KEYS) {
      if (typeof record[key] === "boolean") draft[key] = record[key];
    }
    return draft;
  } catch {
    return {};
  }
}

function saveEligibilityDraft(draft: EligibilityDraft): void {
  sessionStore.set(
    SESSION_KEYS.prescriptionEligibility,
    JSON.stringify({ version: ELIGIBILITY_WORDING_VERSION, ...draft }),
  );
}

/** After a paid order: the next order may be for another wearer, so the questions are asked again. */
export function clearEligibility(): void {
  sessionStore.remove(SESSION_KEYS.prescriptionEligibility);
}

/** Both questions answered (yes or no), as the checkout sends them; null while one is unanswered. */
export function answersOf(draft: EligibilityDraft): PrescriptionEligibility | null {
  const { aged16OrOver, notSightImpaired } = draft;
  if (aged16OrOver === undefined || notSightImpaired === undefined) return null;
  return { version: ELIGIBILITY_WORDING_VERSION, aged16OrOver, notSightImpaired };
}

export interface EligibilityState {
  draft: EligibilityDraft;
  /** Read from this tab's storage after the first render (the server renders none). */
  loaded: boolean;
  answer(question: EligibilityQuestion, yes: boolean): void;
}

/** The wearer's answers, kept in this tab's session storage like the checkout's form. */
export function useEligibility(): EligibilityState {
  const [draft, setDraft] = useState<EligibilityDraft>({});
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setDraft((current) => ({ ...loadEligibilityDraft(), ...current }));
    setLoaded(true);
  }, []);
  const answer = useCallback((question: EligibilityQuestion, yes: boolean) => {
    setDraft((current) => {
      const next = { ...current, [question]: yes };
      saveEligibilityDraft(next);
      return next;
    });
  }, []);
  return { draft, loaded, answer };
}
