// The appearance pictures' GraphQL adapter (ADR 0085): thin calls into domain/assets.ts.
import type { Resolvers } from "../../graphql/generated.js";
import { requireViewer } from "../../graphql/context.js";
import { uploadedAssetValue, type PieLayer } from "../../../contract/pies/messages.js";
import { findPieRow } from "../domain/access.js";
import type { PieRow } from "../db.js";
import type { PieUploadedAssetRow } from "./db.js";
import { deleteUploadedAsset, listIndividualAssets, listUploadedAssets, saveUploadedAsset, uploadedAssetUrl } from "./domain/assets.js";

const presentAsset = (asset: PieUploadedAssetRow, pie: Pick<PieRow, "appearance"> | null) => ({
  uploadedAssetId: asset.id,
  url: uploadedAssetUrl(asset),
  target: asset.target,
  createdUtc: asset.createdAt.toISOString(),
  status: asset.status,
  inUse: pie?.appearance[asset.target as PieLayer] === uploadedAssetValue(asset.id),
});

export const assetResolvers: Resolvers = {
  PieQuery: {
    async individualAssets(_parent, { category }, context) {
      const rows = await listIndividualAssets(context.deps.db, category);
      return rows.map((row) => ({ individualAssetId: row.id, category: row.category, priority: row.priority, value: row.value, label: row.label, imageUrl: row.imageUrl }));
    },
    async uploadedAssets(_parent, { pieId, target, first, after }, context) {
      const page = await listUploadedAssets(context.deps, requireViewer(context).userId, { pieId, target, first, after });
      const pie = await findPieRow(context.deps.db, pieId);
      return { ...page, nodes: page.nodes.map((asset) => presentAsset(asset, pie)) };
    },
  },
  PieMutation: {
    async saveUploadedAsset(_parent, { pieId, input }, context) {
      const asset = await saveUploadedAsset(context.deps, requireViewer(context).userId, pieId, input);
      return presentAsset(asset, await findPieRow(context.deps.db, pieId));
    },
    deleteUploadedAsset(_parent, { pieId, uploadedAssetId }, context) {
      return deleteUploadedAsset(context.deps, requireViewer(context).userId, pieId, uploadedAssetId);
    },
  },
};
