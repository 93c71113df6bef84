#!/usr/bin/env node
import { createRequire as __capctlCreateRequire } from 'node:module';
const require = __capctlCreateRequire(import.meta.url);
import{PLAN_SUBJECT,POLICY_CODES,PolicyError,comparePolicyReports,comparisonSize,compilePolicies,evaluatePolicies,readPolicyTests,runPolicyCase,runPolicyTests,stateReport}from"./chunk-H6JAUCJO.mjs";import{ENFORCEMENTS,POLICY_SCOPES,policyVerdict}from"./chunk-HR7RVQLP.mjs";import"./chunk-6PHC662G.mjs";export{ENFORCEMENTS,PLAN_SUBJECT,POLICY_CODES,POLICY_SCOPES,PolicyError,comparePolicyReports,comparisonSize,compilePolicies,evaluatePolicies,policyVerdict,readPolicyTests,runPolicyCase,runPolicyTests,stateReport};
