export { buildConfigList, type ConfigListItem, type ListContext } from './build-config-list';
export { allLocations, findLocation, locationsOf } from './locations';
export { type OptionListName, optionLists } from './option-lists';
export type { EditionLocationsSeed, LocationSeed, MainFunctionSeed, OptionSeed } from './seeds';
export { findSkills, type SkillSeed, skills } from './skills';
export { findFunctionTitle, findFunctionTitles, taxonomy } from './taxonomy';
