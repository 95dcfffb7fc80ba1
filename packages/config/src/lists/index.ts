export { buildConfigList, configListTypes, type ConfigListType, type ListContext } from './build-config-list';
export { findFunctionTitles, taxonomy } from './taxonomy';
export { locationsOf, findLocation, allLocations } from './locations';
export type { EditionLocationsSeed, LocationSeed, MainFunctionSeed, OptionSeed } from './seeds';
export { optionLists, type OptionListName } from './option-lists';
export { findSkills, skills, type SkillSeed } from './skills';
