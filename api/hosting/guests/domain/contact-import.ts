// Bulk import of contacts from a CSV file (spec 2 §7 "contacts: create or update … bulk").
// The same reading serves the preview (what will be saved, each row's errors) and the
// import. Idempotent: a row whose e-mail or phone matches a contact updates that contact.
import { parse } from "csv-parse/sync";
import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { contacts, type CustomField } from "../../../db/schema.js";
import type { DomainDeps } from "../../../kernel/deps.js";
import { badUserInput } from "../../../kernel/errors.js";
import { GUEST_LIMITS, contactMessages as m } from "../../../../contract/hosting/guests-messages.js";
import { contactInput } from "./contacts.js";

const COLUMN_NAMES: Record<string, "name" | "emailAddress" | "phoneNumber" | "city"> = {
  name: "name",
  "full name": "name",
  fullname: "name",
  email: "emailAddress",
  "e-mail": "emailAddress",
  "email address": "emailAddress",
  emailaddress: "emailAddress",
  phone: "phoneNumber",
  "phone number": "phoneNumber",
  phonenumber: "phoneNumber",
  mobile: "phoneNumber",
  city: "city",
};

export interface ImportRow {
  line: number;
  name: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  city: string | null;
  customFields: CustomField[];
  errors: string[];
  updatesExisting: boolean;
}

/** Reads the file; BAD_USER_INPUT when it is not a CSV with the needed columns. */
export function readContactsCsv(csv: string): Omit<ImportRow, "updatesExisting">[] {
  if (!csv.trim()) throw badUserInput(m.fileRequired, { file: m.fileRequired });
  if (csv.length > GUEST_LIMITS.maxImportBytes) throw badUserInput(m.fileTooLarge, { file: m.fileTooLarge });
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), { skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    throw badUserInput(m.fileUnreadable, { file: m.fileUnreadable });
  }
  const [header, ...rows] = records;
  if (rows.length > GUEST_LIMITS.maxImportRows) throw badUserInput(m.fileTooLarge, { file: m.fileTooLarge });
  const columns = (header ?? []).map((title) => COLUMN_NAMES[title.toLowerCase().replace(/[_]/g, " ").trim()] ?? null);
  if (!columns.includes("name") || !(columns.includes("emailAddress") || columns.includes("phoneNumber"))) {
    throw badUserInput(m.noColumns, { file: m.noColumns });
  }
  return rows.map((cells, index) => {
    const raw: Record<string, string> = {};
    const customFields: CustomField[] = [];
    cells.forEach((cell, column) => {
      const field = columns[column];
      if (field) raw[field] = cell;
      else if (cell && header[column]) customFields.push({ key: slug(header[column]), label: header[column].slice(0, 60), value: cell.slice(0, 500) });
    });
    const parsed = contactInput.safeParse({ ...raw, customFields: customFields.slice(0, 20) });
    const errors = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return {
      line: index + 2,
      name: parsed.success ? parsed.data.name : raw.name || null,
      emailAddress: parsed.success ? parsed.data.emailAddress : raw.emailAddress || null,
      phoneNumber: parsed.success ? parsed.data.phoneNumber : raw.phoneNumber || null,
      city: parsed.success ? parsed.data.city : raw.city || null,
      customFields: customFields.slice(0, 20),
      errors,
    };
  });
}

export async function previewImport(deps: DomainDeps, ownerId: string, csv: string) {
  const rows = readContactsCsv(csv);
  const withMatches = await Promise.all(rows.map(async (row) => ({ ...row, updatesExisting: row.errors.length === 0 && (await findMatch(deps.db, ownerId, row)) !== null })));
  return { rows: withMatches, valid: rows.filter((row) => !row.errors.length).length, created: 0, updated: 0 };
}

export async function importContacts(deps: DomainDeps, ownerId: string, csv: string) {
  const rows = readContactsCsv(csv);
  const valid = rows.filter((row) => !row.errors.length);
  if (!valid.length) throw badUserInput(m.nothingToImport, { file: m.nothingToImport });
  const now = deps.clock();
  let created = 0;
  let updated = 0;
  const result: ImportRow[] = [];
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      if (row.errors.length) {
        result.push({ ...row, updatesExisting: false });
        continue;
      }
      const values = { name: row.name!, email: row.emailAddress, phoneNumber: row.phoneNumber, city: row.city, customFields: row.customFields, updatedAt: now };
      const match = await findMatch(tx, ownerId, row);
      if (match) {
        // Keep what the row leaves blank.
        await tx
          .update(contacts)
          .set({ ...values, email: values.email ?? match.email, phoneNumber: values.phoneNumber ?? match.phoneNumber, city: values.city ?? match.city })
          .where(eq(contacts.id, match.id));
        updated++;
      } else {
        await tx.insert(contacts).values({ ...values, ownerUserId: ownerId, createdAt: now });
        created++;
      }
      result.push({ ...row, updatesExisting: Boolean(match) });
    }
  });
  return { rows: result, valid: valid.length, created, updated };
}

async function findMatch(db: Database, ownerId: string, row: Pick<ImportRow, "emailAddress" | "phoneNumber">) {
  const byAddress = or(row.emailAddress ? eq(contacts.email, row.emailAddress) : undefined, row.phoneNumber ? eq(contacts.phoneNumber, row.phoneNumber) : undefined);
  if (!byAddress) return null;
  const [match] = await db.select().from(contacts).where(and(eq(contacts.ownerUserId, ownerId), byAddress)).limit(1);
  return match ?? null;
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "").slice(0, 40) || "field";
}
