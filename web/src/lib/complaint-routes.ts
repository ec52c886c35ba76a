// The official bodies that take up complaints about a company's flights (GET /api/complaint-routes,
// docs/api.md#complaint-routes). Shared by the directory and the report form, which both show them for a
// company that publishes no channel of its own; asked only when such a company is shown, never per card.
import { client, getRequest } from './api-client';
import { useApi } from './swr';

const routesRequest = (airlineId: number) =>
  getRequest(client['complaint-routes'], { query: { airlineId: String(airlineId) } });

/** The company's channel and the routes by its home country (no flight given); null fetches nothing. */
export function useHomeCountryRoutes(airlineId: number | null) {
  const r = airlineId === null ? null : routesRequest(airlineId);
  const { data, error, isLoading } = useApi(r?.key ?? null, r?.load ?? null);
  return { answer: data, error, isLoading };
}
