import { useEffect, useRef, useState } from "react";
import { Form, href, Link, useLoaderData, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/index";
import { loadDiscover } from "~/.server/clubs/discover.server";
import { ClubList } from "~/components/clubs/club-list";
import { GeneralErrorBoundary } from "~/components/ui/error-boundary";
import { useDebouncedValue } from "~/hooks/use-debounced-value";
import { discoverTexts as t } from "~/lib/clubs/discover";
import { formatEventDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Rep clubs" };
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.keyword ? `${t.title}: ${data.keyword}` : t.title },
  { name: "description", content: t.intro },
  ...(data?.keyword || data?.after ? [{ name: "robots", content: "noindex" }] : []),
];

/**
 * /rep-clubs (spec 3 §2): search clubs by keyword (a GET form; with JavaScript the results follow
 * the typing), the featured and newest clubs, and, signed in, the clubs the member joined.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadDiscover(context, url);
}

export default function DiscoverClubs() {
  const { keyword, search, featured, newest, memberships } = useLoaderData<typeof loader>();
  return (
    <section className="stack-lg">
      <div className="stack-sm">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </div>
      <SearchForm keyword={keyword} />
      {search ? (
        <section className="stack" aria-labelledby="club-results-title">
          <h2 id="club-results-title" aria-live="polite">
            {t.results(search.totalCount, keyword)}
          </h2>
          {search.nodes.length === 0 ? <p className="empty">{t.noResults}</p> : <ClubList clubs={search.nodes} label={t.results(search.totalCount, keyword)} />}
          {search.pageInfo.hasNextPage && search.pageInfo.endCursor ? (
            <p>
              <Link to={`${href("/rep-clubs")}?${new URLSearchParams({ q: keyword, after: search.pageInfo.endCursor })}`}>{t.more}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {memberships ? (
        <section className="stack" aria-labelledby="my-memberships-title">
          <h2 id="my-memberships-title">{t.myMemberships}</h2>
          {memberships.length === 0 ? (
            <p className="empty">{t.noMemberships}</p>
          ) : (
            <ClubList
              clubs={memberships.map((entry) => entry.club)}
              label={t.myMemberships}
              note={(club) => {
                const joinedAt = memberships.find((entry) => entry.club.clubId === club.clubId)?.joinedAt;
                return joinedAt ? (
                  <>
                    {t.joinedOn} <time dateTime={joinedAt}>{formatEventDay(joinedAt, "UTC")}</time>
                  </>
                ) : null;
              }}
            />
          )}
        </section>
      ) : null}
      <section className="stack" aria-labelledby="featured-clubs-title">
        <h2 id="featured-clubs-title">{t.featured}</h2>
        {featured.length === 0 ? <p className="empty">{t.noData}</p> : <ClubList clubs={featured} label={t.featured} />}
      </section>
      <section className="stack" aria-labelledby="newest-clubs-title">
        <h2 id="newest-clubs-title">{t.newest}</h2>
        {newest.length === 0 ? <p className="empty">{t.noData}</p> : <ClubList clubs={newest} label={t.newest} />}
      </section>
    </section>
  );
}

/** A GET form that works as is; with JavaScript, typing searches after a short pause (replacing the history entry). */
function SearchForm({ keyword }: { keyword: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const debounced = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (debounced === null || debounced.trim() === keyword || !formRef.current) return;
    void submit(formRef.current, { replace: true, preventScrollReset: true });
  }, [debounced, keyword, submit]);
  const searching = navigation.state === "loading" && navigation.location.pathname === href("/rep-clubs");
  return (
    <Form method="get" action={href("/rep-clubs")} role="search" className="row search-form" ref={formRef} aria-busy={searching || undefined}>
      <label htmlFor="club-search" className="visually-hidden">
        {t.searchLabel}
      </label>
      <input id="club-search" type="search" name="q" defaultValue={keyword} maxLength={100} placeholder={t.searchLabel} onChange={(event) => setTyped(event.currentTarget.value)} />
      <button type="submit" className="button">
        {t.searchButton}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
