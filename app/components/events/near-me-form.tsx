import { useState } from "react";
import { Form, href, useNavigate } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { MY_LOCATION, NEAR_CITIES, NEAR_RADII, nearParams } from "~/lib/events/near";

/**
 * Near Me's point and radius: a city and a distance, sent with a GET form (so it
 * works without JavaScript and stays in the URL); with JavaScript, "Use my location" asks the
 * browser for the visitor's position instead.
 */
export function NearMeForm({
  keyword,
  cityId,
  radius,
  location,
}: {
  keyword: string;
  cityId: string | null;
  radius: string;
  /** The visitor's shared position (URL lat and lng) when no city is chosen. */
  location: { lat: string; lng: string } | null;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canLocate = hydrated && typeof navigator !== "undefined" && "geolocation" in navigator;

  const locate = (form: HTMLFormElement | null) => {
    setProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const chosen = form ? String(new FormData(form).get("radius") ?? radius) : radius;
        const params = new URLSearchParams({
          tab: "near",
          ...nearParams({ city: null, latitude: position.coords.latitude, longitude: position.coords.longitude, radius: chosen }),
        });
        if (keyword) params.set("q", keyword);
        navigate(`${href("/events")}?${params}`);
      },
      () => {
        setLocating(false);
        setProblem("Your location isn't available. Choose a city instead.");
      },
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };

  return (
    <Form method="get" action={href("/events")} className="near-form" aria-label="Near Me">
      <input type="hidden" name="tab" value="near" />
      {keyword ? <input type="hidden" name="q" value={keyword} /> : null}
      {location ? (
        <>
          <input type="hidden" name="lat" value={location.lat} />
          <input type="hidden" name="lng" value={location.lng} />
        </>
      ) : null}
      <div className="near-field">
        <label htmlFor="near-city">City</label>
        <select id="near-city" name="city" defaultValue={cityId ?? MY_LOCATION}>
          {location ? <option value={MY_LOCATION}>My location</option> : null}
          {NEAR_CITIES.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div className="near-field">
        <label htmlFor="near-radius">Distance</label>
        <select id="near-radius" name="radius" defaultValue={radius}>
          {NEAR_RADII.map((choice) => (
            <option key={choice.value} value={choice.value}>
              Within {choice.amount} {choice.unit === "km" ? "km" : "miles"}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-secondary">
        Show events
      </button>
      {canLocate ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={locating}
          onClick={(event) => locate(event.currentTarget.form)}
        >
          {locating ? "Finding you…" : "Use my location"}
        </button>
      ) : null}
      <p role="status" className={problem ? "field-error" : "visually-hidden"}>
        {problem}
      </p>
    </Form>
  );
}
