import { examRoute } from "@/components/exams/exam-route";

// Rebuilt after every change to its syllabus PDFs, and at least once a minute.
export const revalidate = 60;

const route = examRoute("group1");
export const generateMetadata = route.generateMetadata;
export default route.Page;
