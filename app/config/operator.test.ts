import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import demo from "./operator.demo.json";
import { parseOperator } from "./operator";
import { operatorFacts } from "./operator-facts";
import { readOperatorFile } from "./operator.server";

const refusal = (source: unknown) => {
  try {
    parseOperator(source, "a test");
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

const changed = (change: (facts: typeof demo) => void) => {
  const facts = structuredClone(demo);
  change(facts);
  return facts;
};

describe("the operator's facts", () => {
  it("takes the built-in demo, marked as the demo, with the entry desk the entry mails go to", () => {
    const operator = parseOperator(demo, "the built-in demo");
    expect(operator.demo).toBe(true);
    expect(operator.contacts.entryDesk).toBe("entry-desk@anken-finder.example");
    for (const address of Object.values(operator.contacts).filter((value) => typeof value === "string" && value.includes("@")))
      expect(address).toMatch(/@anken-finder\.example$/);
    // The demo's services are fictitious: no link may lead to a made-up site.
    expect(operator.relatedServices.length).toBeGreaterThan(0);
    expect(operator.relatedServices.filter((service) => service.url)).toEqual([]);
  });

  it("refuses a bad email and a missing company name, naming each field", () => {
    const message = refusal(
      changed((facts) => {
        facts.contacts.support = "support-at-example";
        delete (facts.company as { name?: unknown }).name;
      }),
    );
    expect(message?.split("\n")).toEqual(["Bad operator facts in a test:", "  company.name: Required", "  contacts.support: must be an email address"]);
  });

  it("refuses an empty text, a misspelt field, a bad postal code and a related service's non-https link", () => {
    const message = refusal(
      changed((facts) => {
        facts.company.representative.en = " ";
        (facts.company as Record<string, unknown>).adress = "東京都";
        facts.company.postalCode = "1010047";
        (facts.relatedServices[0] as Record<string, unknown>).url = "http://tenshoku.example/";
      }),
    );
    expect(message).toContain("company.representative.en: must not be empty");
    expect(message).toMatch(/company: Unrecognized key.*adress/);
    expect(message).toContain("company.postalCode: must be a postal code like 101-0047");
    expect(message).toContain("relatedServices.0.url: must start with https://");
    expect(refusal({ ...demo, demo: undefined })).toContain("demo: must be true or false");
  });

  it("reads a deployment's file, and names the file when it is not JSON", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "operator-"));
    const good = path.join(dir, "operator.json");
    fs.writeFileSync(good, JSON.stringify(changed((facts) => (facts.demo = false))));
    expect(readOperatorFile(good).demo).toBe(false);
    const broken = path.join(dir, "broken.json");
    fs.writeFileSync(broken, "{ demo: true");
    expect(() => readOperatorFile(broken)).toThrowError(`Bad operator facts in OPERATOR_FILE="${broken}"`);
    expect(() => readOperatorFile(path.join(dir, "missing.json"))).toThrowError(/OPERATOR_FILE=.*missing\.json.*ENOENT/);
    fs.rmSync(dir, { recursive: true });
  });

  it("shows the facts as each language writes them", () => {
    const operator = parseOperator(demo, "the built-in demo");
    expect(operatorFacts(operator, "ja")).toMatchObject({
      company: "株式会社ファインダーワークス",
      address: "〒101-0047 東京都千代田区内神田二丁目14番6号 神田かえでビル6階",
      founded: "2019年4月",
      capital: "3,000万円",
      phone: "03-1846-0720",
    });
    expect(operatorFacts(operator, "en")).toMatchObject({
      company: "FinderWorks Inc.",
      address: "Kanda Kaede Building 6F, 2-14-6 Uchikanda, Chiyoda-ku, Tokyo 101-0047",
      founded: "April 2019",
      capital: "¥30,000,000",
    });
    const { founded: _founded, capitalYen: _capital, ...company } = operator.company;
    expect(operatorFacts({ ...operator, company }, "ja")).toMatchObject({ founded: null, capital: null });
  });

  it("stops the start with the message before opening anything", async () => {
    const file = path.join(os.tmpdir(), `operator-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(changed((facts) => (facts.contacts.privacy = "privacy"))));
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { ...process.env, OPERATOR_FILE: file, DATABASE_URL: "/nonexistent/dir/db.sqlite" },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    fs.rmSync(file);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("contacts.privacy: must be an email address");
  }, 30_000);
});
