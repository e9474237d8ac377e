import { describe, expect, test } from "vitest";
import { FORM_LIMIT_BYTES, UPLOAD_LIMITS, uploadLimitOf } from "./form-bodies";

describe("upload allowances", () => {
  test("the event editor's create and edit routes take an image of 10 MB with its form; others get the form limit", () => {
    const image = 10 * 1024 * 1024 + FORM_LIMIT_BYTES;
    expect(uploadLimitOf("/rep-club/events/create", UPLOAD_LIMITS)).toBe(image);
    expect(uploadLimitOf("/events/edit/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11", UPLOAD_LIMITS)).toBe(image);
    expect(uploadLimitOf("/events/edit", UPLOAD_LIMITS)).toBeUndefined();
    expect(uploadLimitOf("/events/edit/x/more", UPLOAD_LIMITS)).toBeUndefined();
    expect(uploadLimitOf("/events/rooftop-jazz-night", UPLOAD_LIMITS)).toBeUndefined();
  });

  test("a club's new or edited achievement takes its picture", () => {
    const image = 10 * 1024 * 1024 + FORM_LIMIT_BYTES;
    expect(uploadLimitOf("/my/rep-clubs/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11/achievements/create", UPLOAD_LIMITS)).toBe(image);
    expect(uploadLimitOf("/rep-club/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11/achievement/6c1f1d7c-2a59-4e0b-9a4e-5b0e8f5e2b11/edit", UPLOAD_LIMITS)).toBe(image);
    expect(uploadLimitOf("/my/rep-clubs/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11/achievements", UPLOAD_LIMITS)).toBeUndefined();
  });

  test("a club's offer forms take the offer's picture", () => {
    const image = 10 * 1024 * 1024 + FORM_LIMIT_BYTES;
    const club = "/my/rep-clubs/5b0e8f5e-2a59-4e0b-9a4e-6c1f1d7c2b11";
    for (const path of ["/way-to-buy-points/points-bundle", "/way-to-earn-points/streak", "/way-to-earn-status/promo", "/way-to-reward-members/coupon", "/offers/coupon", "/offer/edit/6c1f1d7c-2a59-4e0b-9a4e-5b0e8f5e2b11", "/way-to-reward-members/coupon/6c1f1d7c-2a59-4e0b-9a4e-5b0e8f5e2b11"])
      expect(uploadLimitOf(`${club}${path}`, UPLOAD_LIMITS)).toBe(image);
    expect(uploadLimitOf(`${club}/offers`, UPLOAD_LIMITS)).toBeUndefined();
  });

  test("an event page's comment forms take four images of 10 MB with the comment", () => {
    const images = 4 * 10 * 1024 * 1024 + FORM_LIMIT_BYTES;
    expect(uploadLimitOf("/events/rooftop-jazz-night/comments", UPLOAD_LIMITS)).toBe(images);
    expect(uploadLimitOf("/events/rooftop-jazz-night/comments/more", UPLOAD_LIMITS)).toBeUndefined();
  });
});
