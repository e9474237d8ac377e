// The profile tabs' mutations: location, avatar, social accounts. Thin: the rules
// are in ../domain.
import { updateAddress } from "../domain/address.js";
import { setAvatar } from "../domain/avatar.js";
import { disconnectSocial } from "../domain/social-connections.js";
import { refreshLoaders, requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";

export const profileResolvers: Resolvers = {
  UserMutation: {
    async updateAddress(_parent, { input }, context) {
      const user = await updateAddress(context.deps, requireViewer(context), input);
      await refreshLoaders(context);
      return user;
    },
    async setAvatar(_parent, { imageId }, context) {
      const user = await setAvatar(context.deps, requireViewer(context), imageId ?? null);
      await refreshLoaders(context);
      return user;
    },
    async disconnectSocial(_parent, { provider }, context) {
      const user = await disconnectSocial(context.deps, requireViewer(context), provider);
      await refreshLoaders(context);
      return user;
    },
  },
};
