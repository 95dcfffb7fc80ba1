import { useTranslation } from 'react-i18next';
import { InterviewRedDot } from '../layout';
import { Tab, TabList } from '../ui/Tabs';
import { myJobsTabs } from './my-jobs-url';

/**
 * The My Jobs tab list. Each tab has its own address (a reload or a shared link opens it), but
 * they are one page's views of one list, under one heading, so they are tabs, not links: the
 * arrow keys move along them, and moving opens the tab.
 */
export function MyJobsTabs() {
  const { t } = useTranslation();
  return (
    <TabList label={t('myJobs.tabs.label')}>
      {myJobsTabs.map((tab) => (
        <Tab key={tab} value={tab} testId={`my-jobs-tab-${tab}`}>
          {t(`myJobs.tabs.${tab}`)}
          {tab === 'interview' && <InterviewRedDot />}
        </Tab>
      ))}
    </TabList>
  );
}
