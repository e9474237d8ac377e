// The per-request DataLoaders of every area (api/areas.ts), in one object.
import { areas } from "../areas.js";
import type { LoaderDeps } from "../kernel/area.js";

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

export type Loaders = Intersection<ReturnType<(typeof areas)[number]["createLoaders"]>>;

export function createLoaders(deps: LoaderDeps, viewerId: string | null): Loaders {
  return Object.assign({}, ...areas.map((area) => area.createLoaders(deps, viewerId))) as Loaders;
}
