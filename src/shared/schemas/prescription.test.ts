import { describe, expect, it } from "vitest";
import {
  checkPrescriptionFile,
  isValidAxis,
  isValidCylinder,
  isValidPupillaryDistance,
  isValidSphere,
  PRESCRIPTION_MESSAGES,
  PrescriptionFields,
} from "./prescription.ts";

describe("prescription value rules", () => {
  it.each([
    ["-7.00", true],
    ["-7.25", false],
    ["+8.00", true],
    ["8.25", false],
    ["0", true],
    ["-0.25", true],
    ["1.3", false],
    ["1.333", false],
    ["PL", true],
    ["plano", true],
    ["1e0", false],
    ["0x1", false],
    ["", false],
  ])("sphere %j valid: %s", (text, valid) => expect(isValidSphere(text)).toBe(valid));

  it.each([
    ["-6.00", true],
    ["+6", true],
    ["6.25", false],
    ["-0.75", true],
    ["0.1", false],
    ["DS", true],
  ])("cylinder %j valid: %s", (text, valid) => expect(isValidCylinder(text)).toBe(valid));

  it.each([
    ["0", true],
    ["180", true],
    ["181", false],
    ["90°", true],
    ["90.0", false],
    ["-5", false],
  ])("axis %j valid: %s", (text, valid) => expect(isValidAxis(text)).toBe(valid));

  it.each([
    ["50", true],
    ["80", true],
    ["49.9", false],
    ["80.5", false],
    ["63.5", true],
    ["63mm", true],
    ["6", false],
  ])("pupillary distance %j valid: %s", (text, valid) => expect(isValidPupillaryDistance(text)).toBe(valid));

  it("keeps blank optional values blank and trims the rest", () => {
    const parsed = PrescriptionFields.parse({
      fullName: " Ada ",
      email: " ada@example.com ",
      phone: "07700 900123",
      pupillaryDistance: "62",
      eyeTestDate: new Date().toISOString().slice(0, 10),
      odDistanceSphere: "  ",
      osDistanceSphere: " -1.50 ",
    });
    expect(parsed).toMatchObject({
      fullName: "Ada",
      email: "ada@example.com",
      odDistanceSphere: "",
      osDistanceSphere: "-1.50",
      uploadType: "manual",
    });
  });

  it.each([
    [{ size: 1000, type: "image/jpg" }, null],
    [{ size: 5 * 1024 * 1024, type: "application/pdf" }, null],
    [{ size: 5 * 1024 * 1024 + 1, type: "image/png" }, PRESCRIPTION_MESSAGES.fileTooLarge],
    [{ size: 10, type: "image/gif" }, PRESCRIPTION_MESSAGES.fileType],
    [{ size: 10, type: "" }, PRESCRIPTION_MESSAGES.fileType],
  ])("checks the chosen file %j", (file, message) => expect(checkPrescriptionFile(file)).toBe(message));
});
