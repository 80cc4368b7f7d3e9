// The operator's facts: the file OPERATOR_FILE names, or the demo; checked at start so bad facts stop it.
import fs from "node:fs";
import { env } from "~/env.server";
import demo from "./operator.demo.json";
import { parseOperator, type Operator } from "./operator";

let loaded: { file: string | undefined; operator: Operator } | undefined;

export function operator(): Operator {
  const file = env().OPERATOR_FILE;
  if (!loaded || loaded.file !== file) loaded = { file, operator: file ? readOperatorFile(file) : parseOperator(demo, "the built-in demo") };
  return loaded.operator;
}

export function readOperatorFile(file: string): Operator {
  let source: unknown;
  try {
    source = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Bad operator facts in OPERATOR_FILE=${JSON.stringify(file)}: ${(error as Error).message}`);
  }
  return parseOperator(source, `OPERATOR_FILE=${JSON.stringify(file)}`);
}
