import {
  ZConfigListData,
  ZConfigListParams,
  ZConfigListQuery,
  ZGeoLocation,
  ZGeoLocationQuery,
  ZJobTitleListsQuery,
  ZJobTitleSuggestions,
  ZSkillListsQuery,
  ZSkills,
  ZWebsiteOutage,
  ZWebsiteOutageQuery,
} from '../config-service';
import { endpoint } from '../endpoint';

/** Spec §7 'Config': configuration lists, title suggestions, the outage notice, skills, geo-location. */
export const configEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/config/:type/list',
    summary:
      'One configuration list (spec §3) in the request language and edition, as `{ [type]: items }`; the items differ per list. Cached an hour.',
    auth: 'anyone',
    params: ZConfigListParams,
    query: ZConfigListQuery,
    response: ZConfigListData,
    errors: [],
  }),
  jobTitles: endpoint({
    method: 'GET',
    path: '/api/config/search/job-title-lists',
    summary:
      'Function titles matching what was typed, prefix matches first, with their function and category.',
    auth: 'anyone',
    query: ZJobTitleListsQuery,
    response: ZJobTitleSuggestions,
    errors: [],
  }),
  websiteOutage: endpoint({
    method: 'GET',
    path: '/api/config/search/website-outage',
    summary: 'Whether the site is under maintenance, with the notice to show and when it ends.',
    auth: 'anyone',
    query: ZWebsiteOutageQuery,
    response: ZWebsiteOutage,
    errors: [],
  }),
  skills: endpoint({
    method: 'GET',
    path: '/api/config/skill/lists',
    summary: "Skills for the picker, narrowed by what was typed and by a job function's category.",
    auth: 'anyone',
    query: ZSkillListsQuery,
    response: ZSkills,
    errors: [],
  }),
  geoLocation: endpoint({
    method: 'GET',
    path: '/api/config/geo-location',
    summary: "The nearest location to a point, or the edition's default location without one.",
    auth: 'anyone',
    query: ZGeoLocationQuery,
    response: ZGeoLocation,
    errors: [],
  }),
};
