/**
 * Manual accessibility test records (a11y/manual/*.json), cited by the ACR.
 * A record describes a check a person really carried out (result pass, fail or
 * partial, with findings) or one that is planned and not yet run (result
 * "not-run", with the planned procedure): never an invented result.
 */
import { z } from "zod";

export const ManualRecordSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(1),
    /** ISO date the check was carried out (or planned, for not-run). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Who tested, by role (not by name). */
    testerRole: z.string().min(1),
    assistiveTechnology: z.object({ name: z.string().min(1), version: z.string().min(1) }),
    browser: z.object({ name: z.string().min(1), version: z.string().min(1) }),
    /** Page paths covered (both languages where tested). */
    routes: z.array(z.string().startsWith("/")).min(1),
    procedure: z.array(z.string().min(1)).min(1),
    result: z.enum(["pass", "fail", "partial", "not-run"]),
    findings: z.array(
      z.object({
        criterion: z.string().optional(),
        route: z.string().optional(),
        detail: z.string().min(1),
        /** Plain-language wording for the accessibility statement's known issues, both languages. */
        statement: z.object({ en: z.string().min(1), es: z.string().min(1) }).optional(),
      }),
    ),
    /** WCAG criteria this record gives evidence for ("2.1.1"). */
    criteria: z.array(z.string().regex(/^\d\.\d+\.\d+$/)).min(1),
    /** Files (screenshots, scripts) the record rests on, repository paths. */
    artifacts: z.array(z.string()).optional(),
    /** Per criterion, the artifacts that show it (the ACR links each row to them, e.g. the Orca transcripts). */
    evidenceByCriterion: z.record(z.string().regex(/^\d\.\d+\.\d+$/), z.array(z.string()).min(1)).optional(),
    notes: z.string().optional(),
    /** The id of a later record that re-tested the same thing after a fix: this one is kept as history and no longer counts as current evidence. */
    supersededBy: z.string().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.result === "not-run" && r.findings.length > 0)
      ctx.addIssue({ code: "custom", message: "a not-run record cannot have findings" });
    if ((r.result === "fail" || r.result === "partial") && r.findings.length === 0)
      ctx.addIssue({ code: "custom", message: "a failed or partial record must list its findings" });
    for (const [criterion, files] of Object.entries(r.evidenceByCriterion ?? {})) {
      if (!r.criteria.includes(criterion))
        ctx.addIssue({ code: "custom", message: `evidenceByCriterion names ${criterion}, not one of its criteria` });
      for (const file of files)
        if (!r.artifacts?.includes(file))
          ctx.addIssue({ code: "custom", message: `evidenceByCriterion: ${file} is not one of its artifacts` });
    }
  });

export type ManualRecord = z.infer<typeof ManualRecordSchema>;
