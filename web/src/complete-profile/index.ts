/** The complete-profile feature's public entry: what other folders may import from it. */
export { AboutFields, type AboutForm } from './AboutFields';
export { CompleteProfilePage } from './CompleteProfilePage';
export { sortedByName, useConfigList } from './config-lists';
export { amountOf, controlText, dayOf, idOf } from './control-values';
export { EducationEditor } from './EducationEditor';
export { DescriptionInput, EntryEditor } from './EntryEditor';
export { EntryList, type EntrySummary } from './EntryList';
export { educationSummary, workExperienceSummary } from './entry-summaries';
export { CheckboxField, Field, type FieldControlProps } from './Field';
export { FormAlert } from './FormAlert';
export { JobPreferenceFields } from './JobPreferenceFields';
export { OptionSelect, optionsOf, SelectField } from './OptionSelect';
export { aboutValues, identityValues, jobPreferenceValues } from './profile-form-values';
export { SubmitButton } from './StepActions';
export { type EntryEditorState, useEntryForm } from './use-entry-form';
export { useProfileEntries } from './use-profile-entries';
export { useBasicProfileUpdate, useJobPreferenceSave } from './use-profile-updates';
export { WorkExperienceEditor } from './WorkExperienceEditor';
