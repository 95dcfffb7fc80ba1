import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZAutoSendResume,
  ZAutoSendResumeBody,
  ZResume,
  ZResumeDeleted,
  ZResumeEmailSent,
  ZResumeIdParams,
  ZResumeRenameBody,
  ZSendResumeEmailBody,
  ZVideoResume,
  ZVideoResumeIdParams,
  ZVideoResumeList,
} from '../resumes';

/**
 * Spec §7 'Job seeker service', attached and video resumes beyond upload, list and delete (those
 * are in profile.ts): rename, download, send to an email, the auto-send choice (spec §4), and the
 * video resumes with their covers. Files are the seeker's own: another seeker's id is 40004.
 */
export const resumesEndpoints = {
  rename: endpoint({
    method: 'PUT',
    path: '/api/jobseekers/resumes/:id/rename',
    summary:
      'Rename an attached resume: letters, digits, spaces and - _ . ( ), up to 100; the extension stays.',
    auth: 'seeker',
    params: ZResumeIdParams,
    body: ZResumeRenameBody,
    response: ZResume,
    errors: [errorCodes.notFound],
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/jobseekers/resumes/:id/download',
    summary: 'The attached resume file itself, as an attachment of its own type.',
    auth: 'seeker',
    params: ZResumeIdParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
  sendEmail: endpoint({
    method: 'POST',
    path: '/api/jobseekers/send-resume-email',
    summary: 'Mail an attached resume to an address (the file travels as an attachment).',
    auth: 'seeker',
    body: ZSendResumeEmailBody,
    response: ZResumeEmailSent,
    errors: [errorCodes.notFound, errorCodes.tooManyAttempts],
  }),
  autoSend: endpoint({
    method: 'GET',
    path: '/api/jobseekers/auto-send-resume',
    summary: 'Whether a resume is sent by itself (chat, apply), and which.',
    auth: 'seeker',
    response: ZAutoSendResume,
    errors: [],
  }),
  setAutoSend: endpoint({
    method: 'PUT',
    path: '/api/jobseekers/auto-send-resume',
    summary: 'Turn auto-send on with one of the attached resumes, or off.',
    auth: 'seeker',
    body: ZAutoSendResumeBody,
    response: ZAutoSendResume,
    errors: [errorCodes.notFound],
  }),
  videos: endpoint({
    method: 'GET',
    path: '/api/jobseekers/video-resumes',
    summary: "The seeker's video resumes, newest first.",
    auth: 'seeker',
    response: ZVideoResumeList,
    errors: [],
  }),
  uploadVideo: endpoint({
    method: 'POST',
    path: '/api/jobseekers/video_resume/upload_v1',
    summary: 'Add a video resume: multipart field `video_resume`, MP4 up to 30 MB and 3 minutes, at most 3.',
    auth: 'seeker',
    upload: true,
    response: ZVideoResume,
    errors: [
      errorCodes.videoTypeNotSupported,
      errorCodes.fileOver20Mb,
      errorCodes.tooManyVideoResumes,
      errorCodes.resumeUploadFailed,
    ],
  }),
  uploadVideoCover: endpoint({
    method: 'POST',
    path: '/api/jobseekers/video-resumes/upload-video-cover',
    summary:
      'Set the cover of a video resume: multipart fields `video_resume_id` and `video_cover` (JPG or PNG, 500 KB).',
    auth: 'seeker',
    upload: true,
    response: ZVideoResume,
    errors: [
      errorCodes.notFound,
      errorCodes.fileTypeNotSupported,
      errorCodes.imageOver500Kb,
      errorCodes.resumeUploadFailed,
    ],
  }),
  playVideo: endpoint({
    method: 'GET',
    path: '/api/jobseekers/video-resumes/:id/play',
    summary: 'The video itself for the player, with byte ranges (206) for seeking.',
    auth: 'seeker',
    params: ZVideoResumeIdParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
  videoCover: endpoint({
    method: 'GET',
    path: '/api/jobseekers/video-resumes/:id/cover',
    summary: "The video resume's cover image.",
    auth: 'seeker',
    params: ZVideoResumeIdParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
  deleteVideo: endpoint({
    method: 'DELETE',
    path: '/api/jobseekers/video-resume/:id/delete',
    summary: 'Delete a video resume, its file and its cover.',
    auth: 'seeker',
    params: ZVideoResumeIdParams,
    response: ZResumeDeleted,
    errors: [errorCodes.notFound],
  }),
};
