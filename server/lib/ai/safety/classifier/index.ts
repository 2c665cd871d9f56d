import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { MODEL_FILE } from './corpus';
import { deserializeModel, type TSafetyModel, type TSerializedModel } from './model';

export { classify, type TClassification, type TSafetyModel } from './model';

let loaded: TSafetyModel | null = null;

/**
 * The committed classifier (model.json.gz), read once on first use. A missing or unreadable file is
 * an error at start, never a silent fallback to the rules alone.
 */
export function safetyModel(): TSafetyModel {
  loaded ??= deserializeModel(
    JSON.parse(gunzipSync(fs.readFileSync(MODEL_FILE)).toString('utf8')) as TSerializedModel,
  );
  return loaded;
}
