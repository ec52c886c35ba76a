// Distance between two airports on the WGS-84 ellipsoid (Reg 261/2004 Art. 7(4) uses the "great circle
// route"; courts and enforcement bodies measure it as the geodesic, and Bossen C-559/16 counts only the
// first departure and final destination: Rome FCO - Hamburg HAM = 1,326 km, not 1,656 km via Brussels).
//
// Vincenty's inverse formula (T. Vincenty, Survey Review XXIII, 176, 1975), accurate to well under a metre.
// It does not converge for nearly antipodal points; there the distance falls back to the great circle on
// the sphere of the WGS-84 mean radius, which is within 0.5% of the geodesic. Such pairs are ~20,000 km
// apart, far from the 1,500 and 3,500 km band edges, so the band is never affected. The node tests compare
// this function with Karney's algorithm (geographiclib-geodesic, a devDependency only) on many pairs.

const A = 6378137; // WGS-84 semi-major axis, metres
const F = 1 / 298.257223563; // WGS-84 flattening
const B = A * (1 - F);
const MEAN_RADIUS = (2 * A + B) / 3; // IUGG mean radius R1

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres on the mean-radius sphere (haversine). */
export function sphericalMetres(lat1: number, lon1: number, lat2: number, lon2: number, radius = MEAN_RADIUS): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Vincenty inverse: metres, or null when the iteration does not converge (nearly antipodal points). */
export function vincentyMetres(lat1: number, lon1: number, lat2: number, lon2: number): number | null {
  const L = rad(lon2 - lon1);
  const U1 = Math.atan((1 - F) * Math.tan(rad(lat1)));
  const U2 = Math.atan((1 - F) * Math.tan(rad(lat2)));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);

  let lambda = L;
  let sinSigma = 0;
  let cosSigma = 1;
  let sigma = 0;
  let cosSqAlpha = 1;
  let cos2SigmaM = 0;
  for (let i = 0; i < 200; i++) {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    sinSigma = Math.sqrt((cosU2 * sinLambda) ** 2 + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) ** 2);
    if (sinSigma === 0) return 0; // coincident points
    cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    cosSqAlpha = 1 - sinAlpha * sinAlpha;
    cos2SigmaM = cosSqAlpha !== 0 ? cosSigma - (2 * sinU1 * sinU2) / cosSqAlpha : 0; // equatorial line
    const C = (F / 16) * cosSqAlpha * (4 + F * (4 - 3 * cosSqAlpha));
    const previous = lambda;
    lambda =
      L +
      (1 - C) *
        F *
        sinAlpha *
        (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda) > Math.PI) return null; // the iteration runs away near the antipode
    if (Math.abs(lambda - previous) < 1e-12) {
      const uSq = (cosSqAlpha * (A * A - B * B)) / (B * B);
      const bigA = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
      const bigB = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
      const deltaSigma =
        bigB *
        sinSigma *
        (cos2SigmaM +
          (bigB / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
              (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
      return B * bigA * (sigma - deltaSigma);
    }
  }
  return null;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** WGS-84 geodesic distance in kilometres (not rounded). */
export function geodesicKm(from: Point, to: Point): number {
  const m = vincentyMetres(from.latitude, from.longitude, to.latitude, to.longitude);
  return (m ?? sphericalMetres(from.latitude, from.longitude, to.latitude, to.longitude)) / 1000;
}

/** Reg 261/2004 Art. 7(1) band edges, in km. */
export const BAND_EDGES_KM = [1500, 3500] as const;
export const NEAR_BAND_EDGE_KM = 10;

/** True within 10 km of 1,500 or 3,500 km (docs/api.md): a different method could put the flight in the other band. */
export function nearBandEdge(km: number): boolean {
  return BAND_EDGES_KM.some((edge) => Math.abs(km - edge) <= NEAR_BAND_EDGE_KM);
}
