// The resources as the API returns them (the `components/schemas` of openapi.yaml). Optional
// fields are absent rather than null, as the fixed endpoints return them (docs/service.md).
import type { DestinationConfig, DestinationState, JsonObject } from '@capctl/core';

export interface MemberDestination {
  readonly id: string;
  readonly label: string;
  readonly type: string;
}

export interface Contributor {
  readonly dispatch_lane: string;
  readonly tag_dimensions_key: string;
  readonly basis: string;
  readonly in_flight_share_bps: number | null;
  readonly service_time_share_bps: number | null;
}

export interface ScaleTarget {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly metric_source_query_id: string | null;
  readonly tag_projection_key: string | null;
  readonly tag_projection_value: string | null;
  readonly min_replicas: number;
  readonly max_replicas: number;
  readonly replicas: number | null;
  readonly last_observed_replicas: number | null;
  readonly observability_degraded: boolean;
  readonly binding_degraded: boolean;
  readonly drift_contested: boolean;
}

export interface CapacityDomain {
  readonly id: string;
  readonly org_id: string;
  readonly name: string;
  readonly provenance: string;
  readonly domain_verdict_firing: boolean | null;
  readonly domain_verdict_reading: string | null;
  readonly domain_verdict_expires_at: string | null;
  readonly signal_headroom: number | null;
  readonly signal_headroom_at: string | null;
  readonly updated_at: string;
  readonly member_destinations: readonly MemberDestination[];
  readonly scale_target_count: number;
}

/** What the create operation returns: the domain plus its verdict details and scale targets. */
export interface CapacityDomainCreated extends CapacityDomain {
  readonly domain_verdict_contributors: readonly Contributor[] | null;
  readonly domain_verdict_firing_series: readonly string[] | null;
  readonly scale_targets: readonly ScaleTarget[];
}

/** A destination's config, as core's kind module describes it. */
export type WebhookConfig = DestinationConfig;

/**
 * A destination as the API returns it: the kind's fields (core's DestinationState, so a field
 * added to the kind is here too) without config-as-code's own, and the service's fields.
 */
export type Destination = Omit<DestinationState, 'protect' | 'deleted_at' | 'credential_id' | 'drift'> & {
  readonly org_id: string;
  readonly updated_at: string;
  readonly capacity_domain_ids: readonly string[];
  readonly deleted_at?: string;
  readonly tags: Readonly<Record<string, string>>;
  readonly credential_id?: string;
};

export interface Credential {
  readonly id: string;
  readonly org_id: string;
  readonly type: string;
  readonly provider: string;
  readonly updated_at: string;
  readonly label: string;
  readonly version: number;
  readonly metadata: JsonObject;
  readonly expires_at?: string;
  readonly deleted_at?: string;
}

export interface NotificationBody {
  readonly content_type: string;
  readonly content: string;
}

export interface Notification {
  readonly id: string;
  readonly type: string;
  readonly org_id: string;
  readonly channel: string;
  readonly acknowledged: boolean;
  readonly updated_at: string;
  readonly variant: string;
  readonly body: NotificationBody;
  readonly deleted_at?: string;
}

export interface DomainSettings {
  readonly org_id: string;
  readonly default_permissions: readonly string[];
  readonly enabled: boolean;
  readonly domain: string;
  readonly vcs_org: string;
}
