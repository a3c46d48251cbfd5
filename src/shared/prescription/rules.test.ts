import { describe, expect, it } from "vitest";
import {
  hasPrism,
  highestMeridianPower,
  opticalRimEyes,
  productionProblems,
  wrapLimitProblem,
} from "./checks.ts";
import { eyeTestDateProblem } from "./eye-test-date.ts";
import {
  type CompletePrescription,
  type PrescriptionValueFields,
  parsePrescription,
  RULE_MESSAGES,
} from "./rules.ts";

const ORDER_DAY = new Date("2026-11-29T10:00:00Z");

const BASE: PrescriptionValueFields = {
  odDistanceSphere: "-2.25",
  odDistanceCylinder: "-0.50",
  odDistanceAxis: "90",
  osDistanceSphere: "+1.00",
  osDistanceCylinder: "DS",
  pupillaryDistance: "63",
  eyeTestDate: "2026-03-14",
  prescriber: "High Street Opticians",
};

function parsed(fields: PrescriptionValueFields): CompletePrescription {
  const result = parsePrescription(fields, { reference: ORDER_DAY, today: ORDER_DAY });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

function problems(fields: PrescriptionValueFields) {
  const result = parsePrescription(fields, { reference: ORDER_DAY, today: ORDER_DAY });
  return result.ok ? [] : result.problems;
}

describe("eye-test date", () => {
  it.each([
    ["2026-11-29", null],
    ["2024-11-29", null],
    ["2024-11-28", RULE_MESSAGES.eyeTestDateTooOld],
    ["2023-11-29", RULE_MESSAGES.eyeTestDateTooOld],
    ["2026-11-30", RULE_MESSAGES.eyeTestDateFuture],
    ["2026-02-30", RULE_MESSAGES.eyeTestDateFormat],
    ["14/03/2026", RULE_MESSAGES.eyeTestDateFormat],
    ["", RULE_MESSAGES.eyeTestDateRequired],
  ])("%j -> %s", (text, message) => expect(eyeTestDateProblem(text, ORDER_DAY, ORDER_DAY)).toBe(message));

  it("takes a test made after the order, but none after today", () => {
    const today = new Date("2027-01-10T09:00:00Z");
    expect(eyeTestDateProblem("2027-01-02", ORDER_DAY, today)).toBeNull();
    expect(eyeTestDateProblem("2027-01-11", ORDER_DAY, today)).toBe(RULE_MESSAGES.eyeTestDateFuture);
  });

  it("the too-old message says why and what to do", () => {
    expect(RULE_MESSAGES.eyeTestDateTooOld).toMatch(/two years.*book an eye test/);
  });

  it("is measured from the reference day", () => {
    const fields = { ...BASE, eyeTestDate: "2024-06-01" };
    expect(parsePrescription(fields, { reference: new Date("2026-05-01"), today: ORDER_DAY }).ok).toBe(true);
    expect(problems(fields)).toEqual([{ field: "eyeTestDate", message: RULE_MESSAGES.eyeTestDateTooOld }]);
  });
});

describe("parsePrescription", () => {
  it("reads UK notation into hundredths of a dioptre", () => {
    const rx = parsed({
      ...BASE,
      odDistanceSphere: "plano",
      odDistanceCylinder: "-1.25",
      odDistanceAxis: "180°",
      osDistanceSphere: "pl",
      osDistanceCylinder: "sph",
      odAdd: "+2.00",
      osAdd: "2.25",
    });
    expect(rx.right).toMatchObject({ sphere: 0, cylinder: -125, axis: 180, add: 200 });
    expect(rx.left).toMatchObject({ sphere: 0, cylinder: null, axis: null, add: 225 });
    expect(rx).toMatchObject({
      binocularPd: 63,
      eyeTestDate: "2026-03-14",
      prescriber: "High Street Opticians",
    });
  });

  it("keeps the shop's range: sphere -7 to +8 in quarter steps", () => {
    expect(problems({ ...BASE, odDistanceSphere: "-7.25" })[0]?.field).toBe("odDistanceSphere");
    expect(problems({ ...BASE, osDistanceSphere: "+8.25" })[0]?.field).toBe("osDistanceSphere");
    expect(problems({ ...BASE, osDistanceSphere: "+1.10" })[0]?.field).toBe("osDistanceSphere");
    expect(parsed({ ...BASE, odDistanceSphere: "-7.00", osDistanceSphere: "+8.00" }).right.sphere).toBe(-700);
  });

  it.each<[PrescriptionValueFields, string]>([
    [{ osDistanceCylinder: "", osDistanceAxis: "90" }, "osDistanceAxis"],
    [{ osDistanceCylinder: "DS", osDistanceAxis: "90" }, "osDistanceAxis"],
    [{ odDistanceAxis: "" }, "odDistanceAxis"],
    [{ odDistanceAxis: "181" }, "odDistanceAxis"],
    [{ odDistanceAxis: "90.5" }, "odDistanceAxis"],
    [{ odAdd: "+0.50" }, "odAdd"],
    [{ odAdd: "+3.75" }, "odAdd"],
    [{ odAdd: "+1.10" }, "odAdd"],
    [{ odPrismHorizontal: "1.00", odPrismHorizontalBase: "up" }, "odPrismHorizontalBase"],
    [{ osPrismVertical: "0.50", osPrismVerticalBase: "sideways" }, "osPrismVerticalBase"],
    [{ osPrismVertical: "0.50" }, "osPrismVerticalBase"],
    [{ osPrismVerticalBase: "up" }, "osPrismVertical"],
    [{ pupillaryDistance: "49" }, "pupillaryDistance"],
    [{ pupillaryDistance: "81" }, "pupillaryDistance"],
    [{ odPupillaryDistance: "24", osPupillaryDistance: "31" }, "odPupillaryDistance"],
    [{ odPupillaryDistance: "31", osPupillaryDistance: "41" }, "osPupillaryDistance"],
    [{ odPupillaryDistance: "31" }, "osPupillaryDistance"],
    [{ odFittingHeight: "9" }, "odFittingHeight"],
    [{ osFittingHeight: "41" }, "osFittingHeight"],
    [{ prescriber: "x".repeat(121) }, "prescriber"],
  ])("refuses %j naming %s", (change, field) => {
    const found = problems({ ...BASE, ...change });
    expect(found.map((p) => p.field)).toContain(field);
  });

  it("every message names its field", () => {
    const found = problems({
      ...BASE,
      osDistanceAxis: "90",
      odAdd: "9",
      odPrismHorizontal: "1",
      odPrismHorizontalBase: "up",
      odFittingHeight: "5",
    });
    expect(found.find((p) => p.field === "osDistanceAxis")?.message).toMatch(/^Axis \(left eye/);
    expect(found.find((p) => p.field === "odAdd")?.message).toMatch(/^ADD/);
    expect(found.find((p) => p.field === "odPrismHorizontalBase")?.message).toMatch(/prism base/);
    expect(found.find((p) => p.field === "odFittingHeight")?.message).toMatch(/^Fitting height/);
  });

  it("accepts monocular PDs, prisms and fitting heights", () => {
    const rx = parsed({
      ...BASE,
      pupillaryDistance: "",
      odPupillaryDistance: "31.5",
      osPupillaryDistance: "32",
      odPrismHorizontal: "1.50",
      odPrismHorizontalBase: "In",
      osPrismVertical: "0.50",
      osPrismVerticalBase: "down",
      odFittingHeight: "18",
      osFittingHeight: "18.5",
    });
    expect(rx.binocularPd).toBeNull();
    expect(rx.right).toMatchObject({
      pd: 31.5,
      fittingHeight: 18,
      prismHorizontal: { amount: 150, base: "in" },
    });
    expect(rx.left).toMatchObject({ pd: 32, prismVertical: { amount: 50, base: "down" } });
    expect(hasPrism(rx)).toBe(true);
    expect(hasPrism(parsed(BASE))).toBe(false);
  });
});

describe("wrap limit", () => {
  const frame = { name: "Prescription Pro Carbon", wrapLimit: 600 };

  it("takes the strongest meridian, sphere plus cylinder included", () => {
    expect(highestMeridianPower(parsed(BASE))).toBe(-275);
    expect(highestMeridianPower(parsed({ ...BASE, osDistanceSphere: "+4.00" }))).toBe(400);
  });

  it("refuses a prescription over the frame's limit, naming the frame and the limit", () => {
    const rx = parsed({ ...BASE, odDistanceSphere: "-6.00", odDistanceCylinder: "-1.25" });
    expect(wrapLimitProblem(rx, frame)).toBe(
      "Prescription Pro Carbon frames take prescriptions up to ±6.00 in any meridian; yours reaches −7.25. Please contact us and we will suggest a frame or lens that suits your prescription.",
    );
    expect(
      wrapLimitProblem(
        parsed({ ...BASE, odDistanceSphere: "-6.00", odDistanceCylinder: "DS", odDistanceAxis: "" }),
        frame,
      ),
    ).toBeNull();
    expect(wrapLimitProblem(rx, { name: "Any", wrapLimit: null })).toBeNull();
  });

  it("keeps the Optical Rim advice beyond about ±4", () => {
    expect(opticalRimEyes(parsed({ ...BASE, odDistanceSphere: "-4.25" }))).toEqual(["right"]);
    expect(opticalRimEyes(parsed(BASE))).toEqual([]);
  });
});

describe("productionProblems", () => {
  it("needs a PD, and fitting heights for varifocals", () => {
    const noPd = parsed({ ...BASE, pupillaryDistance: "" });
    expect(productionProblems(noPd, { varifocal: false })).toEqual([
      "Pupillary distance is missing: one binocular PD or one for each eye",
    ]);
    const rx = parsed(BASE);
    expect(productionProblems(rx, { varifocal: false })).toEqual([]);
    expect(productionProblems(rx, { varifocal: true })).toHaveLength(2);
    const fitted = parsed({ ...BASE, odFittingHeight: "18", osFittingHeight: "18" });
    expect(productionProblems(fitted, { varifocal: true })).toEqual([]);
  });
});
