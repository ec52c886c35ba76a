// Every JSON body a route answers with, by name. A route names one per success status in its describe()
// (worker/lib/describe.ts); docs/api-inputs.ts turns this interface into JSON Schema for docs/openapi.json
// (ts-json-schema-generator reads these types, so the schema is the type the SPA compiles against), and the
// worker suite checks every answer it receives against that schema (worker/test/declared-answers.ts).
import type { AdminStats, CoverageList, RedeployResult, SubscriberList, SubscriberRow } from './admin';
import type { CaseAttachment, CaseMessage } from './case-file';
import type { AdminRouteList, ComplaintRoutesAnswer } from './complaint-routes';
import type { Airline, AirlineList, Correction, CorrectionList, CorrectionStatus } from './directory';
import type { Card, HasPaymentMethod } from './payment-methods';
import type { Problem, ProblemDetail, ProblemList } from './problems';
import type { AirportList, CarrierList, RightsAssessment } from './rights';
import type { PublicConfig, SubscriptionDetails } from './subscription';
import type { User } from './user';

/** A plain answer that only says what happened ("Your password has been reset. ..."). */
export interface MessageAnswer {
  message: string;
}

/** A correction as filed: the admin decides later. */
export interface FiledCorrection {
  id: number;
  status: CorrectionStatus;
}

export interface ResponseBodies {
  User: User;
  MessageAnswer: MessageAnswer;
  AdminStats: AdminStats;
  SubscriberList: SubscriberList;
  SubscriberRow: SubscriberRow;
  RedeployResult: RedeployResult;
  AdminRouteList: AdminRouteList;
  Airline: Airline;
  Airlines: Airline[];
  AirlineList: AirlineList;
  FiledCorrection: FiledCorrection;
  Correction: Correction;
  CorrectionList: CorrectionList;
  CoverageList: CoverageList;
  AirportList: AirportList;
  CaseAttachment: CaseAttachment;
  CaseMessage: CaseMessage;
  ComplaintRoutesAnswer: ComplaintRoutesAnswer;
  PublicConfig: PublicConfig;
  HasPaymentMethod: HasPaymentMethod;
  Card: Card;
  Cards: Card[];
  Problem: Problem;
  ProblemList: ProblemList;
  ProblemDetail: ProblemDetail;
  RightsAssessment: RightsAssessment;
  CarrierList: CarrierList;
  SubscriptionDetails: SubscriptionDetails;
}

export type ResponseName = keyof ResponseBodies;

// A body that is not JSON: a download. A document is served with the type it was stored with, so its media
// range is any type.
export type DownloadMedia = 'application/pdf' | 'application/zip' | '*/*';
