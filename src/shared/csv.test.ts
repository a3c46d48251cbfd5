import { describe, expect, it } from "vitest";
import { csvField, csvLine, parseCsv } from "./csv.ts";

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+44 7700", "'+44 7700"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    ["\tTab", "'\tTab"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ["a=b", "a=b"],
    ["Zoë Ünal", "Zoë Ünal"],
  ])("%j -> %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe("csvLine", () => {
  it("joins fields with commas and ends with CRLF", () => {
    expect(csvLine(["NDR-10001", "a,b", ""])).toBe('NDR-10001,"a,b",\r\n');
  });
});

describe("parseCsv", () => {
  it("reads back what csvLine writes, whatever the fields hold", () => {
    const rows = [
      ["number", "customer", "items"],
      ["NDR-1", 'Ann "The Runner", Jr', "2 x Socks (Medium);\r\n1 x Glasses"],
      ["", "=1+1", "Zoë"],
    ];
    const text = `\uFEFF${rows.map(csvLine).join("")}`;
    expect(parseCsv(text)).toEqual([rows[0], rows[1], ["", "'=1+1", "Zoë"]]);
  });

  it("reads LF line ends and a last line without one", () => {
    expect(parseCsv("a,b\nc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("")).toEqual([]);
  });
});
