
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const Validator = require('fast-json-stringify/lib/validator')
const validatorState = {"ajvOptions":{},"ajvSchemas":{"__fjs_root_21":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["org_id","serial","actions","destinations","metrics","queries","sources","credentials"],"properties":{"org_id":{"type":["string","object"],"fjs_type":"string"},"serial":{"type":"integer"},"lineage":{"type":["string","object"],"format":"uuid","description":"The lineage id of the service's database (see ConfigRevision.lineage).","fjs_type":"string"},"actions":{"type":"array","items":{"type":"object","required":["id","variant","aliases","destinations","queries","sources","schema","version","history","compatibility","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"variant":{"type":["string","object"],"fjs_type":"string"},"aliases":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"destinations":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"queries":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"sources":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"schema":{"description":"Any JSON value."},"version":{"type":"integer"},"history":{"type":"array","items":{"type":"object","required":["version","schema_hash"],"description":"One stored version; its schema is given by its hash (the current version's schema is `schema`).","properties":{"version":{"type":"integer"},"schema_hash":{"type":["string","object"],"description":"SHA-256 (hex) of the canonical JSON (sorted keys, no spaces) of the version's schema; equal schemas have equal hashes.","fjs_type":"string"}}}},"compatibility":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"overrides":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}},"description":"The overridable policies the revision's apply overrode, each with its reason (`by` overrode them); absent when it overrode none, and for a direct API write."}}}}}},"destinations":{"type":"array","items":{"type":"object","required":["id","label","type","config","tags","credential_id","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"label":{"type":["string","object"],"fjs_type":"string"},"type":{"type":["string","object"],"fjs_type":"string"},"config":{"type":"object","required":["url"],"properties":{"url":{"type":["string","object"],"fjs_type":"string"},"headers":{"type":"object","description":"Values of sensitive headers (names that look secret, and those in sensitive_headers) read as \"(sensitive)\".","additionalProperties":{"type":["string","object"],"fjs_type":"string"}},"sensitive_headers":{"type":"array","description":"More header names whose values are secret although not named like one; masked in responses and sealed at rest.","items":{"type":["string","object"],"fjs_type":"string"}},"signaling":{"type":"object","required":["enabled","default"],"properties":{"enabled":{"type":"boolean"},"default":{"type":["string","object"],"description":"Value shown: ack.","fjs_type":"string"}}},"response_time_sla_ms":{"type":"integer"},"partition_tag_key":{"type":["string","object"],"fjs_type":"string"}}},"tags":{"type":"object","additionalProperties":{"type":["string","object"],"fjs_type":"string"},"description":"Key/value labels ({} for none)."},"credential_id":{"type":["string","null","object"],"fjs_type":"string"},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"overrides":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}},"description":"The overridable policies the revision's apply overrode, each with its reason (`by` overrode them); absent when it overrode none, and for a direct API write."}}}}}},"metrics":{"type":"array","items":{"type":"object","required":["id","name","kind","endpoint","poll_interval_seconds","credential_id","config","status","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"kind":{"type":["string","object"],"fjs_type":"string"},"endpoint":{"type":["string","object"],"fjs_type":"string"},"poll_interval_seconds":{"type":["integer","null"]},"credential_id":{"type":["string","null","object"],"fjs_type":"string"},"config":{"type":"object","properties":{"path":{"type":["string","object"],"fjs_type":"string"},"auth_header":{"type":["string","object"],"fjs_type":"string"},"tls_skip_verify":{"type":"boolean"}}},"status":{"type":["string","object"],"enum":["active","paused"],"fjs_type":"string"},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"overrides":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}},"description":"The overridable policies the revision's apply overrode, each with its reason (`by` overrode them); absent when it overrode none, and for a direct API write."}}}}}},"queries":{"type":"array","items":{"type":"object","required":["id","metrics","name","status","config","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"metrics":{"type":["string","object"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"status":{"type":["string","object"],"enum":["active","paused"],"fjs_type":"string"},"config":{"type":"object","required":["expression"],"properties":{"expression":{"type":["string","object"],"fjs_type":"string"},"rollup_seconds":{"type":"integer"},"window_seconds":{"type":"integer"},"group_by":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"tags":{"type":"object","additionalProperties":{"type":["string","object"],"fjs_type":"string"}}}},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"overrides":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}},"description":"The overridable policies the revision's apply overrode, each with its reason (`by` overrode them); absent when it overrode none, and for a direct API write."}}}}}},"sources":{"type":"array","items":{"type":"object","required":["id","name","type","config","credential_id","status","ingest","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"type":{"type":["string","object"],"fjs_type":"string"},"config":{"type":"object","required":["queue_url","region"],"properties":{"queue_url":{"type":["string","object"],"fjs_type":"string"},"region":{"type":["string","object"],"fjs_type":"string"}}},"credential_id":{"type":["string","null","object"],"fjs_type":"string"},"status":{"type":["string","object"],"enum":["active","paused"],"fjs_type":"string"},"ingest":{"type":"object","required":["variant","version"],"properties":{"variant":{"type":["string","object"],"fjs_type":"string"},"version":{"type":"integer"}}},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"overrides":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}},"description":"The overridable policies the revision's apply overrode, each with its reason (`by` overrode them); absent when it overrode none, and for a direct API write."}}}}}},"credentials":{"type":"array","items":{"type":"object","required":["id","label"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"label":{"type":["string","object"],"fjs_type":"string"}}}}}},"errors":{"type":["array","null"],"items":{"type":"object","description":"The fixed endpoints' `{code, message}`, with an optional `pointer`: clients place a problem by the pointer and show the message as it is, without parsing either.","required":["code","message"],"properties":{"code":{"type":["string","object"],"description":"The catalog code (invalid_request, not_found, conflict, ...), or for a definition that cannot be planned the diagnostic code of this problem.","fjs_type":"string"},"message":{"type":["string","object"],"description":"What is wrong and what to do next.","fjs_type":"string"},"pointer":{"type":["string","object"],"description":"RFC 6901 JSON pointer of the offending value in the request body (`\"\"` is the whole body); absent when the problem is not at one place in the body.","fjs_type":"string"},"hint":{"type":["string","object"],"description":"What to do next, when the message alone does not say it (for an `unknown_target` entry, the nearest names).","fjs_type":"string"}}}},"warnings":{"type":"array","items":{"type":"object","required":["code","message"],"properties":{"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}}}}
const validator = Validator.restoreFromState(validatorState)


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    let validate_0
    let validate_1
    let validate_2
    let validate_3
    let validate_4
    let validate_5
    let validate_6
    let validate_7
    let validate_8
    let validate_9
  
    
    function anonymous4 (obj) {
      // "#/properties/data/properties/actions/items/properties/aliases"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/aliases' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous5 (obj) {
      // "#/properties/data/properties/actions/items/properties/destinations"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/destinations' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous6 (obj) {
      // "#/properties/data/properties/actions/items/properties/queries"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/queries' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous7 (obj) {
      // "#/properties/data/properties/actions/items/properties/sources"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/sources' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/actions/items/properties/history/items"
      function anonymous9 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_17 = obj["version"]
      if (value_version_17 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_17)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_schema_hash_18 = obj["schema_hash"]
      if (value_schema_hash_18 !== undefined) {
        json += ",\"schema_hash\":"
        
        if (typeof value_schema_hash_18 !== 'string') {
          if (value_schema_hash_18 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_schema_hash_18 instanceof Date) {
            json += JSON_STR_QUOTE + value_schema_hash_18.toISOString() + JSON_STR_QUOTE
          } else if (value_schema_hash_18 instanceof RegExp) {
            json += asString(value_schema_hash_18.source)
          } else {
            json += asString(value_schema_hash_18.toString())
          }
        } else {
          json += asString(value_schema_hash_18)
        }
        
      } else {
        throw new Error('"schema_hash" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous8 (obj) {
      // "#/properties/data/properties/actions/items/properties/history"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/history' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous9(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous9(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous11 (obj) {
      // "#/properties/data/properties/actions/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/drift/properties/fields' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/actions/items/properties/drift/properties/by"
      function anonymous12 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_28 = obj["key_id"]
      if (value_key_id_28 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_28 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_28 === "string" ||
            value_key_id_28 === null ||
            value_key_id_28 instanceof Date ||
            value_key_id_28 instanceof RegExp ||
            (
              typeof value_key_id_28 === "object" &&
              typeof value_key_id_28.toString === "function" &&
              value_key_id_28.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_28 !== 'string') {
          if (value_key_id_28 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_28 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_28.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_28 instanceof RegExp) {
            json += asString(value_key_id_28.source)
          } else {
            json += asString(value_key_id_28.toString())
          }
        } else {
          json += asString(value_key_id_28)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_29 = obj["key_name"]
      if (value_key_name_29 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_29 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_29 === "string" ||
            value_key_name_29 === null ||
            value_key_name_29 instanceof Date ||
            value_key_name_29 instanceof RegExp ||
            (
              typeof value_key_name_29 === "object" &&
              typeof value_key_name_29.toString === "function" &&
              value_key_name_29.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_29 !== 'string') {
          if (value_key_name_29 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_29 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_29.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_29 instanceof RegExp) {
            json += asString(value_key_name_29.source)
          } else {
            json += asString(value_key_name_29.toString())
          }
        } else {
          json += asString(value_key_name_29)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_30 = obj["user"]
      if (value_user_30 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_30 !== 'string') {
          if (value_user_30 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_30 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_30.toISOString() + JSON_STR_QUOTE
          } else if (value_user_30 instanceof RegExp) {
            json += asString(value_user_30.source)
          } else {
            json += asString(value_user_30.toString())
          }
        } else {
          json += asString(value_user_30)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_31 = obj["role"]
      if (value_role_31 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_31 !== 'string') {
          if (value_role_31 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_31 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_31.toISOString() + JSON_STR_QUOTE
          } else if (value_role_31 instanceof RegExp) {
            json += asString(value_role_31.source)
          } else {
            json += asString(value_role_31.toString())
          }
        } else {
          json += asString(value_role_31)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_32 = obj["at"]
      if (value_at_32 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_32)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/actions/items/properties/drift"
      function anonymous10 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_24 = obj["fields"]
      if (value_fields_24 !== undefined) {
        json += "{\"fields\":"
        json += anonymous11(value_fields_24)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_25 = obj["changed_at"]
      if (value_changed_at_25 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_25)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_26 = obj["by"]
      if (value_by_26 !== undefined) {
        json += ",\"by\":"
        json += anonymous12(value_by_26)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_22#"
      function anonymous14 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_40 = obj["key_id"]
      if (value_key_id_40 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_40 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_40 === "string" ||
            value_key_id_40 === null ||
            value_key_id_40 instanceof Date ||
            value_key_id_40 instanceof RegExp ||
            (
              typeof value_key_id_40 === "object" &&
              typeof value_key_id_40.toString === "function" &&
              value_key_id_40.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_40 !== 'string') {
          if (value_key_id_40 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_40 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_40.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_40 instanceof RegExp) {
            json += asString(value_key_id_40.source)
          } else {
            json += asString(value_key_id_40.toString())
          }
        } else {
          json += asString(value_key_id_40)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_22#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_41 = obj["key_name"]
      if (value_key_name_41 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_41 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_41 === "string" ||
            value_key_name_41 === null ||
            value_key_name_41 instanceof Date ||
            value_key_name_41 instanceof RegExp ||
            (
              typeof value_key_name_41 === "object" &&
              typeof value_key_name_41.toString === "function" &&
              value_key_name_41.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_41 !== 'string') {
          if (value_key_name_41 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_41 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_41.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_41 instanceof RegExp) {
            json += asString(value_key_name_41.source)
          } else {
            json += asString(value_key_name_41.toString())
          }
        } else {
          json += asString(value_key_name_41)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_22#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_42 = obj["user"]
      if (value_user_42 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_42 !== 'string') {
          if (value_user_42 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_42 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_42.toISOString() + JSON_STR_QUOTE
          } else if (value_user_42 instanceof RegExp) {
            json += asString(value_user_42.source)
          } else {
            json += asString(value_user_42.toString())
          }
        } else {
          json += asString(value_user_42)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_43 = obj["role"]
      if (value_role_43 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_43 !== 'string') {
          if (value_role_43 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_43 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_43.toISOString() + JSON_STR_QUOTE
          } else if (value_role_43 instanceof RegExp) {
            json += asString(value_role_43.source)
          } else {
            json += asString(value_role_43.toString())
          }
        } else {
          json += asString(value_role_43)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_44 = obj["at"]
      if (value_at_44 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_44)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/actions/items/properties/last_change/properties/overrides/items"
      function anonymous16 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_47 = obj["policy"]
      if (value_policy_47 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_47 !== 'string') {
          if (value_policy_47 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_47 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_47.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_47 instanceof RegExp) {
            json += asString(value_policy_47.source)
          } else {
            json += asString(value_policy_47.toString())
          }
        } else {
          json += asString(value_policy_47)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_48 = obj["reason"]
      if (value_reason_48 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_48 !== 'string') {
          if (value_reason_48 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_48 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_48.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_48 instanceof RegExp) {
            json += asString(value_reason_48.source)
          } else {
            json += asString(value_reason_48.toString())
          }
        } else {
          json += asString(value_reason_48)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous15 (obj) {
      // "#/properties/data/properties/actions/items/properties/last_change/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/last_change/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous16(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous16(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/actions/items/properties/last_change"
      function anonymous13 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_35 = obj["origin"]
      if (value_origin_35 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_35 !== 'string') {
          if (value_origin_35 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_35 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_35.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_35 instanceof RegExp) {
            json += asString(value_origin_35.source)
          } else {
            json += asString(value_origin_35.toString())
          }
        } else {
          json += asString(value_origin_35)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_36 = obj["revision_id"]
      if (value_revision_id_36 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_36 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_36 === "string" ||
            value_revision_id_36 === null ||
            value_revision_id_36 instanceof Date ||
            value_revision_id_36 instanceof RegExp ||
            (
              typeof value_revision_id_36 === "object" &&
              typeof value_revision_id_36.toString === "function" &&
              value_revision_id_36.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_36 !== 'string') {
          if (value_revision_id_36 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_36 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_36.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_36 instanceof RegExp) {
            json += asString(value_revision_id_36.source)
          } else {
            json += asString(value_revision_id_36.toString())
          }
        } else {
          json += asString(value_revision_id_36)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_37 = obj["at"]
      if (value_at_37 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_37)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_38 = obj["by"]
      if (value_by_38 !== undefined) {
        json += ",\"by\":"
        
      if((validate_0 || (validate_0 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/actions/items/properties/last_change/properties/by/oneOf/0")))(value_by_38)) {
        json += anonymous14(value_by_38)
      }
    
      else if((validate_1 || (validate_1 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/actions/items/properties/last_change/properties/by/oneOf/1")))(value_by_38)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_overrides_45 = obj["overrides"]
      if (value_overrides_45 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous15(value_overrides_45)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/actions/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_7 = obj["id"]
      if (value_id_7 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_7 !== 'string') {
          if (value_id_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_7.toISOString() + JSON_STR_QUOTE
          } else if (value_id_7 instanceof RegExp) {
            json += asString(value_id_7.source)
          } else {
            json += asString(value_id_7.toString())
          }
        } else {
          json += asString(value_id_7)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_variant_8 = obj["variant"]
      if (value_variant_8 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_8 !== 'string') {
          if (value_variant_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_8.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_8 instanceof RegExp) {
            json += asString(value_variant_8.source)
          } else {
            json += asString(value_variant_8.toString())
          }
        } else {
          json += asString(value_variant_8)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_aliases_9 = obj["aliases"]
      if (value_aliases_9 !== undefined) {
        json += ",\"aliases\":"
        json += anonymous4(value_aliases_9)
      } else {
        throw new Error('"aliases" is required!')
      }
      
      const value_destinations_10 = obj["destinations"]
      if (value_destinations_10 !== undefined) {
        json += ",\"destinations\":"
        json += anonymous5(value_destinations_10)
      } else {
        throw new Error('"destinations" is required!')
      }
      
      const value_queries_11 = obj["queries"]
      if (value_queries_11 !== undefined) {
        json += ",\"queries\":"
        json += anonymous6(value_queries_11)
      } else {
        throw new Error('"queries" is required!')
      }
      
      const value_sources_12 = obj["sources"]
      if (value_sources_12 !== undefined) {
        json += ",\"sources\":"
        json += anonymous7(value_sources_12)
      } else {
        throw new Error('"sources" is required!')
      }
      
      const value_schema_13 = obj["schema"]
      if (value_schema_13 !== undefined) {
        json += ",\"schema\":"
        json += JSON.stringify(value_schema_13)
      } else {
        throw new Error('"schema" is required!')
      }
      
      const value_version_14 = obj["version"]
      if (value_version_14 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_14)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_history_15 = obj["history"]
      if (value_history_15 !== undefined) {
        json += ",\"history\":"
        json += anonymous8(value_history_15)
      } else {
        throw new Error('"history" is required!')
      }
      
      const value_compatibility_19 = obj["compatibility"]
      if (value_compatibility_19 !== undefined) {
        json += ",\"compatibility\":"
        
        if (typeof value_compatibility_19 !== 'string') {
          if (value_compatibility_19 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_compatibility_19 instanceof Date) {
            json += JSON_STR_QUOTE + value_compatibility_19.toISOString() + JSON_STR_QUOTE
          } else if (value_compatibility_19 instanceof RegExp) {
            json += asString(value_compatibility_19.source)
          } else {
            json += asString(value_compatibility_19.toString())
          }
        } else {
          json += asString(value_compatibility_19)
        }
        
      } else {
        throw new Error('"compatibility" is required!')
      }
      
      const value_protect_20 = obj["protect"]
      if (value_protect_20 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_20)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_21 = obj["deleted_at"]
      if (value_deleted_at_21 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_21 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_21 === "string" ||
            value_deleted_at_21 === null ||
            value_deleted_at_21 instanceof Date ||
            value_deleted_at_21 instanceof RegExp ||
            (
              typeof value_deleted_at_21 === "object" &&
              typeof value_deleted_at_21.toString === "function" &&
              value_deleted_at_21.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_21)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/actions/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_22 = obj["drift"]
      if (value_drift_22 !== undefined) {
        json += ",\"drift\":"
        json += anonymous10(value_drift_22)
      }

      const value_last_change_33 = obj["last_change"]
      if (value_last_change_33 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous13(value_last_change_33)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/data/properties/actions"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/actions' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous3(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous3(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/destinations/items/properties/config/properties/headers"
      function anonymous20 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_58 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_58 ? JSON_STR_COMMA : ((addComma_58 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
      
    }
  if (!addComma_58) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous21 (obj) {
      // "#/properties/data/properties/destinations/items/properties/config/properties/sensitive_headers"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/config/properties/sensitive_headers' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/destinations/items/properties/config/properties/signaling"
      function anonymous22 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_enabled_62 = obj["enabled"]
      if (value_enabled_62 !== undefined) {
        json += "{\"enabled\":"
        json += asBoolean(value_enabled_62)
      } else {
        throw new Error('"enabled" is required!')
      }
      
      const value_default_63 = obj["default"]
      if (value_default_63 !== undefined) {
        json += ",\"default\":"
        
        if (typeof value_default_63 !== 'string') {
          if (value_default_63 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_default_63 instanceof Date) {
            json += JSON_STR_QUOTE + value_default_63.toISOString() + JSON_STR_QUOTE
          } else if (value_default_63 instanceof RegExp) {
            json += asString(value_default_63.source)
          } else {
            json += asString(value_default_63.toString())
          }
        } else {
          json += asString(value_default_63)
        }
        
      } else {
        throw new Error('"default" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/config"
      function anonymous19 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_url_56 = obj["url"]
      if (value_url_56 !== undefined) {
        json += "{\"url\":"
        
        if (typeof value_url_56 !== 'string') {
          if (value_url_56 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_url_56 instanceof Date) {
            json += JSON_STR_QUOTE + value_url_56.toISOString() + JSON_STR_QUOTE
          } else if (value_url_56 instanceof RegExp) {
            json += asString(value_url_56.source)
          } else {
            json += asString(value_url_56.toString())
          }
        } else {
          json += asString(value_url_56)
        }
        
      } else {
        throw new Error('"url" is required!')
      }
      
      const value_headers_57 = obj["headers"]
      if (value_headers_57 !== undefined) {
        json += ",\"headers\":"
        json += anonymous20(value_headers_57)
      }

      const value_sensitive_headers_59 = obj["sensitive_headers"]
      if (value_sensitive_headers_59 !== undefined) {
        json += ",\"sensitive_headers\":"
        json += anonymous21(value_sensitive_headers_59)
      }

      const value_signaling_60 = obj["signaling"]
      if (value_signaling_60 !== undefined) {
        json += ",\"signaling\":"
        json += anonymous22(value_signaling_60)
      }

      const value_response_time_sla_ms_64 = obj["response_time_sla_ms"]
      if (value_response_time_sla_ms_64 !== undefined) {
        json += ",\"response_time_sla_ms\":"
        json += asInteger(value_response_time_sla_ms_64)
      }

      const value_partition_tag_key_65 = obj["partition_tag_key"]
      if (value_partition_tag_key_65 !== undefined) {
        json += ",\"partition_tag_key\":"
        
        if (typeof value_partition_tag_key_65 !== 'string') {
          if (value_partition_tag_key_65 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_partition_tag_key_65 instanceof Date) {
            json += JSON_STR_QUOTE + value_partition_tag_key_65.toISOString() + JSON_STR_QUOTE
          } else if (value_partition_tag_key_65 instanceof RegExp) {
            json += asString(value_partition_tag_key_65.source)
          } else {
            json += asString(value_partition_tag_key_65.toString())
          }
        } else {
          json += asString(value_partition_tag_key_65)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/tags"
      function anonymous23 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_67 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_67 ? JSON_STR_COMMA : ((addComma_67 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
      
    }
  if (!addComma_67) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous25 (obj) {
      // "#/properties/data/properties/destinations/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/drift/properties/fields' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/destinations/items/properties/drift/properties/by"
      function anonymous26 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_77 = obj["key_id"]
      if (value_key_id_77 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_77 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_77 === "string" ||
            value_key_id_77 === null ||
            value_key_id_77 instanceof Date ||
            value_key_id_77 instanceof RegExp ||
            (
              typeof value_key_id_77 === "object" &&
              typeof value_key_id_77.toString === "function" &&
              value_key_id_77.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_77 !== 'string') {
          if (value_key_id_77 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_77 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_77.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_77 instanceof RegExp) {
            json += asString(value_key_id_77.source)
          } else {
            json += asString(value_key_id_77.toString())
          }
        } else {
          json += asString(value_key_id_77)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_78 = obj["key_name"]
      if (value_key_name_78 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_78 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_78 === "string" ||
            value_key_name_78 === null ||
            value_key_name_78 instanceof Date ||
            value_key_name_78 instanceof RegExp ||
            (
              typeof value_key_name_78 === "object" &&
              typeof value_key_name_78.toString === "function" &&
              value_key_name_78.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_78 !== 'string') {
          if (value_key_name_78 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_78 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_78.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_78 instanceof RegExp) {
            json += asString(value_key_name_78.source)
          } else {
            json += asString(value_key_name_78.toString())
          }
        } else {
          json += asString(value_key_name_78)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_79 = obj["user"]
      if (value_user_79 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_79 !== 'string') {
          if (value_user_79 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_79 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_79.toISOString() + JSON_STR_QUOTE
          } else if (value_user_79 instanceof RegExp) {
            json += asString(value_user_79.source)
          } else {
            json += asString(value_user_79.toString())
          }
        } else {
          json += asString(value_user_79)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_80 = obj["role"]
      if (value_role_80 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_80 !== 'string') {
          if (value_role_80 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_80 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_80.toISOString() + JSON_STR_QUOTE
          } else if (value_role_80 instanceof RegExp) {
            json += asString(value_role_80.source)
          } else {
            json += asString(value_role_80.toString())
          }
        } else {
          json += asString(value_role_80)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_81 = obj["at"]
      if (value_at_81 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_81)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/drift"
      function anonymous24 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_73 = obj["fields"]
      if (value_fields_73 !== undefined) {
        json += "{\"fields\":"
        json += anonymous25(value_fields_73)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_74 = obj["changed_at"]
      if (value_changed_at_74 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_74)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_75 = obj["by"]
      if (value_by_75 !== undefined) {
        json += ",\"by\":"
        json += anonymous26(value_by_75)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_24#"
      function anonymous28 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_89 = obj["key_id"]
      if (value_key_id_89 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_89 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_89 === "string" ||
            value_key_id_89 === null ||
            value_key_id_89 instanceof Date ||
            value_key_id_89 instanceof RegExp ||
            (
              typeof value_key_id_89 === "object" &&
              typeof value_key_id_89.toString === "function" &&
              value_key_id_89.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_89 !== 'string') {
          if (value_key_id_89 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_89 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_89.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_89 instanceof RegExp) {
            json += asString(value_key_id_89.source)
          } else {
            json += asString(value_key_id_89.toString())
          }
        } else {
          json += asString(value_key_id_89)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_24#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_90 = obj["key_name"]
      if (value_key_name_90 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_90 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_90 === "string" ||
            value_key_name_90 === null ||
            value_key_name_90 instanceof Date ||
            value_key_name_90 instanceof RegExp ||
            (
              typeof value_key_name_90 === "object" &&
              typeof value_key_name_90.toString === "function" &&
              value_key_name_90.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_90 !== 'string') {
          if (value_key_name_90 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_90 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_90.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_90 instanceof RegExp) {
            json += asString(value_key_name_90.source)
          } else {
            json += asString(value_key_name_90.toString())
          }
        } else {
          json += asString(value_key_name_90)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_24#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_91 = obj["user"]
      if (value_user_91 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_91 !== 'string') {
          if (value_user_91 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_91 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_91.toISOString() + JSON_STR_QUOTE
          } else if (value_user_91 instanceof RegExp) {
            json += asString(value_user_91.source)
          } else {
            json += asString(value_user_91.toString())
          }
        } else {
          json += asString(value_user_91)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_92 = obj["role"]
      if (value_role_92 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_92 !== 'string') {
          if (value_role_92 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_92 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_92.toISOString() + JSON_STR_QUOTE
          } else if (value_role_92 instanceof RegExp) {
            json += asString(value_role_92.source)
          } else {
            json += asString(value_role_92.toString())
          }
        } else {
          json += asString(value_role_92)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_93 = obj["at"]
      if (value_at_93 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_93)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/last_change/properties/overrides/items"
      function anonymous30 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_96 = obj["policy"]
      if (value_policy_96 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_96 !== 'string') {
          if (value_policy_96 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_96 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_96.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_96 instanceof RegExp) {
            json += asString(value_policy_96.source)
          } else {
            json += asString(value_policy_96.toString())
          }
        } else {
          json += asString(value_policy_96)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_97 = obj["reason"]
      if (value_reason_97 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_97 !== 'string') {
          if (value_reason_97 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_97 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_97.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_97 instanceof RegExp) {
            json += asString(value_reason_97.source)
          } else {
            json += asString(value_reason_97.toString())
          }
        } else {
          json += asString(value_reason_97)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous29 (obj) {
      // "#/properties/data/properties/destinations/items/properties/last_change/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/last_change/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous30(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous30(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/destinations/items/properties/last_change"
      function anonymous27 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_84 = obj["origin"]
      if (value_origin_84 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_84 !== 'string') {
          if (value_origin_84 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_84 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_84.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_84 instanceof RegExp) {
            json += asString(value_origin_84.source)
          } else {
            json += asString(value_origin_84.toString())
          }
        } else {
          json += asString(value_origin_84)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_85 = obj["revision_id"]
      if (value_revision_id_85 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_85 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_85 === "string" ||
            value_revision_id_85 === null ||
            value_revision_id_85 instanceof Date ||
            value_revision_id_85 instanceof RegExp ||
            (
              typeof value_revision_id_85 === "object" &&
              typeof value_revision_id_85.toString === "function" &&
              value_revision_id_85.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_85 !== 'string') {
          if (value_revision_id_85 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_85 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_85.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_85 instanceof RegExp) {
            json += asString(value_revision_id_85.source)
          } else {
            json += asString(value_revision_id_85.toString())
          }
        } else {
          json += asString(value_revision_id_85)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_86 = obj["at"]
      if (value_at_86 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_86)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_87 = obj["by"]
      if (value_by_87 !== undefined) {
        json += ",\"by\":"
        
      if((validate_2 || (validate_2 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/destinations/items/properties/last_change/properties/by/oneOf/0")))(value_by_87)) {
        json += anonymous28(value_by_87)
      }
    
      else if((validate_3 || (validate_3 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/destinations/items/properties/last_change/properties/by/oneOf/1")))(value_by_87)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_overrides_94 = obj["overrides"]
      if (value_overrides_94 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous29(value_overrides_94)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items"
      function anonymous18 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_51 = obj["id"]
      if (value_id_51 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_51 !== 'string') {
          if (value_id_51 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_51 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_51.toISOString() + JSON_STR_QUOTE
          } else if (value_id_51 instanceof RegExp) {
            json += asString(value_id_51.source)
          } else {
            json += asString(value_id_51.toString())
          }
        } else {
          json += asString(value_id_51)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_label_52 = obj["label"]
      if (value_label_52 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_52 !== 'string') {
          if (value_label_52 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_52 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_52.toISOString() + JSON_STR_QUOTE
          } else if (value_label_52 instanceof RegExp) {
            json += asString(value_label_52.source)
          } else {
            json += asString(value_label_52.toString())
          }
        } else {
          json += asString(value_label_52)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
      const value_type_53 = obj["type"]
      if (value_type_53 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_53 !== 'string') {
          if (value_type_53 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_53 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_53.toISOString() + JSON_STR_QUOTE
          } else if (value_type_53 instanceof RegExp) {
            json += asString(value_type_53.source)
          } else {
            json += asString(value_type_53.toString())
          }
        } else {
          json += asString(value_type_53)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_config_54 = obj["config"]
      if (value_config_54 !== undefined) {
        json += ",\"config\":"
        json += anonymous19(value_config_54)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_tags_66 = obj["tags"]
      if (value_tags_66 !== undefined) {
        json += ",\"tags\":"
        json += anonymous23(value_tags_66)
      } else {
        throw new Error('"tags" is required!')
      }
      
      const value_credential_id_68 = obj["credential_id"]
      if (value_credential_id_68 !== undefined) {
        json += ",\"credential_id\":"
        
          if (value_credential_id_68 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_credential_id_68 === "string" ||
            value_credential_id_68 === null ||
            value_credential_id_68 instanceof Date ||
            value_credential_id_68 instanceof RegExp ||
            (
              typeof value_credential_id_68 === "object" &&
              typeof value_credential_id_68.toString === "function" &&
              value_credential_id_68.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_credential_id_68 !== 'string') {
          if (value_credential_id_68 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_68 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_68.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_68 instanceof RegExp) {
            json += asString(value_credential_id_68.source)
          } else {
            json += asString(value_credential_id_68.toString())
          }
        } else {
          json += asString(value_credential_id_68)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/credential_id' does not match schema definition.")
  
      } else {
        throw new Error('"credential_id" is required!')
      }
      
      const value_protect_69 = obj["protect"]
      if (value_protect_69 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_69)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_70 = obj["deleted_at"]
      if (value_deleted_at_70 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_70 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_70 === "string" ||
            value_deleted_at_70 === null ||
            value_deleted_at_70 instanceof Date ||
            value_deleted_at_70 instanceof RegExp ||
            (
              typeof value_deleted_at_70 === "object" &&
              typeof value_deleted_at_70.toString === "function" &&
              value_deleted_at_70.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_70)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_71 = obj["drift"]
      if (value_drift_71 !== undefined) {
        json += ",\"drift\":"
        json += anonymous24(value_drift_71)
      }

      const value_last_change_82 = obj["last_change"]
      if (value_last_change_82 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous27(value_last_change_82)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous17 (obj) {
      // "#/properties/data/properties/destinations"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/destinations' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous18(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous18(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/metrics/items/properties/config"
      function anonymous33 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_107 = false

          const value_path_108 = obj["path"]
          if (value_path_108 !== undefined) {
            json += addComma_107 ? ",\"path\":" : ((addComma_107 = true), "{\"path\":")
            
        if (typeof value_path_108 !== 'string') {
          if (value_path_108 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_path_108 instanceof Date) {
            json += JSON_STR_QUOTE + value_path_108.toISOString() + JSON_STR_QUOTE
          } else if (value_path_108 instanceof RegExp) {
            json += asString(value_path_108.source)
          } else {
            json += asString(value_path_108.toString())
          }
        } else {
          json += asString(value_path_108)
        }
        
          }

          const value_auth_header_109 = obj["auth_header"]
          if (value_auth_header_109 !== undefined) {
            json += addComma_107 ? ",\"auth_header\":" : ((addComma_107 = true), "{\"auth_header\":")
            
        if (typeof value_auth_header_109 !== 'string') {
          if (value_auth_header_109 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_auth_header_109 instanceof Date) {
            json += JSON_STR_QUOTE + value_auth_header_109.toISOString() + JSON_STR_QUOTE
          } else if (value_auth_header_109 instanceof RegExp) {
            json += asString(value_auth_header_109.source)
          } else {
            json += asString(value_auth_header_109.toString())
          }
        } else {
          json += asString(value_auth_header_109)
        }
        
          }

          const value_tls_skip_verify_110 = obj["tls_skip_verify"]
          if (value_tls_skip_verify_110 !== undefined) {
            json += addComma_107 ? ",\"tls_skip_verify\":" : ((addComma_107 = true), "{\"tls_skip_verify\":")
            json += asBoolean(value_tls_skip_verify_110)
          }
if (!addComma_107) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous35 (obj) {
      // "#/properties/data/properties/metrics/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/drift/properties/fields' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/metrics/items/properties/drift/properties/by"
      function anonymous36 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_120 = obj["key_id"]
      if (value_key_id_120 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_120 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_120 === "string" ||
            value_key_id_120 === null ||
            value_key_id_120 instanceof Date ||
            value_key_id_120 instanceof RegExp ||
            (
              typeof value_key_id_120 === "object" &&
              typeof value_key_id_120.toString === "function" &&
              value_key_id_120.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_120 !== 'string') {
          if (value_key_id_120 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_120 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_120.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_120 instanceof RegExp) {
            json += asString(value_key_id_120.source)
          } else {
            json += asString(value_key_id_120.toString())
          }
        } else {
          json += asString(value_key_id_120)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_121 = obj["key_name"]
      if (value_key_name_121 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_121 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_121 === "string" ||
            value_key_name_121 === null ||
            value_key_name_121 instanceof Date ||
            value_key_name_121 instanceof RegExp ||
            (
              typeof value_key_name_121 === "object" &&
              typeof value_key_name_121.toString === "function" &&
              value_key_name_121.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_121 !== 'string') {
          if (value_key_name_121 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_121 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_121.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_121 instanceof RegExp) {
            json += asString(value_key_name_121.source)
          } else {
            json += asString(value_key_name_121.toString())
          }
        } else {
          json += asString(value_key_name_121)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_122 = obj["user"]
      if (value_user_122 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_122 !== 'string') {
          if (value_user_122 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_122 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_122.toISOString() + JSON_STR_QUOTE
          } else if (value_user_122 instanceof RegExp) {
            json += asString(value_user_122.source)
          } else {
            json += asString(value_user_122.toString())
          }
        } else {
          json += asString(value_user_122)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_123 = obj["role"]
      if (value_role_123 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_123 !== 'string') {
          if (value_role_123 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_123 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_123.toISOString() + JSON_STR_QUOTE
          } else if (value_role_123 instanceof RegExp) {
            json += asString(value_role_123.source)
          } else {
            json += asString(value_role_123.toString())
          }
        } else {
          json += asString(value_role_123)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_124 = obj["at"]
      if (value_at_124 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_124)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/metrics/items/properties/drift"
      function anonymous34 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_116 = obj["fields"]
      if (value_fields_116 !== undefined) {
        json += "{\"fields\":"
        json += anonymous35(value_fields_116)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_117 = obj["changed_at"]
      if (value_changed_at_117 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_117)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_118 = obj["by"]
      if (value_by_118 !== undefined) {
        json += ",\"by\":"
        json += anonymous36(value_by_118)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_26#"
      function anonymous38 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_132 = obj["key_id"]
      if (value_key_id_132 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_132 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_132 === "string" ||
            value_key_id_132 === null ||
            value_key_id_132 instanceof Date ||
            value_key_id_132 instanceof RegExp ||
            (
              typeof value_key_id_132 === "object" &&
              typeof value_key_id_132.toString === "function" &&
              value_key_id_132.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_132 !== 'string') {
          if (value_key_id_132 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_132 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_132.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_132 instanceof RegExp) {
            json += asString(value_key_id_132.source)
          } else {
            json += asString(value_key_id_132.toString())
          }
        } else {
          json += asString(value_key_id_132)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_26#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_133 = obj["key_name"]
      if (value_key_name_133 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_133 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_133 === "string" ||
            value_key_name_133 === null ||
            value_key_name_133 instanceof Date ||
            value_key_name_133 instanceof RegExp ||
            (
              typeof value_key_name_133 === "object" &&
              typeof value_key_name_133.toString === "function" &&
              value_key_name_133.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_133 !== 'string') {
          if (value_key_name_133 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_133 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_133.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_133 instanceof RegExp) {
            json += asString(value_key_name_133.source)
          } else {
            json += asString(value_key_name_133.toString())
          }
        } else {
          json += asString(value_key_name_133)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_26#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_134 = obj["user"]
      if (value_user_134 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_134 !== 'string') {
          if (value_user_134 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_134 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_134.toISOString() + JSON_STR_QUOTE
          } else if (value_user_134 instanceof RegExp) {
            json += asString(value_user_134.source)
          } else {
            json += asString(value_user_134.toString())
          }
        } else {
          json += asString(value_user_134)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_135 = obj["role"]
      if (value_role_135 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_135 !== 'string') {
          if (value_role_135 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_135 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_135.toISOString() + JSON_STR_QUOTE
          } else if (value_role_135 instanceof RegExp) {
            json += asString(value_role_135.source)
          } else {
            json += asString(value_role_135.toString())
          }
        } else {
          json += asString(value_role_135)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_136 = obj["at"]
      if (value_at_136 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_136)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/metrics/items/properties/last_change/properties/overrides/items"
      function anonymous40 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_139 = obj["policy"]
      if (value_policy_139 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_139 !== 'string') {
          if (value_policy_139 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_139 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_139.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_139 instanceof RegExp) {
            json += asString(value_policy_139.source)
          } else {
            json += asString(value_policy_139.toString())
          }
        } else {
          json += asString(value_policy_139)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_140 = obj["reason"]
      if (value_reason_140 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_140 !== 'string') {
          if (value_reason_140 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_140 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_140.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_140 instanceof RegExp) {
            json += asString(value_reason_140.source)
          } else {
            json += asString(value_reason_140.toString())
          }
        } else {
          json += asString(value_reason_140)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous39 (obj) {
      // "#/properties/data/properties/metrics/items/properties/last_change/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/last_change/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous40(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous40(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/metrics/items/properties/last_change"
      function anonymous37 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_127 = obj["origin"]
      if (value_origin_127 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_127 !== 'string') {
          if (value_origin_127 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_127 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_127.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_127 instanceof RegExp) {
            json += asString(value_origin_127.source)
          } else {
            json += asString(value_origin_127.toString())
          }
        } else {
          json += asString(value_origin_127)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_128 = obj["revision_id"]
      if (value_revision_id_128 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_128 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_128 === "string" ||
            value_revision_id_128 === null ||
            value_revision_id_128 instanceof Date ||
            value_revision_id_128 instanceof RegExp ||
            (
              typeof value_revision_id_128 === "object" &&
              typeof value_revision_id_128.toString === "function" &&
              value_revision_id_128.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_128 !== 'string') {
          if (value_revision_id_128 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_128 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_128.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_128 instanceof RegExp) {
            json += asString(value_revision_id_128.source)
          } else {
            json += asString(value_revision_id_128.toString())
          }
        } else {
          json += asString(value_revision_id_128)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_129 = obj["at"]
      if (value_at_129 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_129)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_130 = obj["by"]
      if (value_by_130 !== undefined) {
        json += ",\"by\":"
        
      if((validate_4 || (validate_4 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/metrics/items/properties/last_change/properties/by/oneOf/0")))(value_by_130)) {
        json += anonymous38(value_by_130)
      }
    
      else if((validate_5 || (validate_5 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/metrics/items/properties/last_change/properties/by/oneOf/1")))(value_by_130)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_overrides_137 = obj["overrides"]
      if (value_overrides_137 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous39(value_overrides_137)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/metrics/items"
      function anonymous32 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_100 = obj["id"]
      if (value_id_100 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_100 !== 'string') {
          if (value_id_100 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_100 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_100.toISOString() + JSON_STR_QUOTE
          } else if (value_id_100 instanceof RegExp) {
            json += asString(value_id_100.source)
          } else {
            json += asString(value_id_100.toString())
          }
        } else {
          json += asString(value_id_100)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_name_101 = obj["name"]
      if (value_name_101 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_101 !== 'string') {
          if (value_name_101 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_101 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_101.toISOString() + JSON_STR_QUOTE
          } else if (value_name_101 instanceof RegExp) {
            json += asString(value_name_101.source)
          } else {
            json += asString(value_name_101.toString())
          }
        } else {
          json += asString(value_name_101)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_kind_102 = obj["kind"]
      if (value_kind_102 !== undefined) {
        json += ",\"kind\":"
        
        if (typeof value_kind_102 !== 'string') {
          if (value_kind_102 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_kind_102 instanceof Date) {
            json += JSON_STR_QUOTE + value_kind_102.toISOString() + JSON_STR_QUOTE
          } else if (value_kind_102 instanceof RegExp) {
            json += asString(value_kind_102.source)
          } else {
            json += asString(value_kind_102.toString())
          }
        } else {
          json += asString(value_kind_102)
        }
        
      } else {
        throw new Error('"kind" is required!')
      }
      
      const value_endpoint_103 = obj["endpoint"]
      if (value_endpoint_103 !== undefined) {
        json += ",\"endpoint\":"
        
        if (typeof value_endpoint_103 !== 'string') {
          if (value_endpoint_103 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_endpoint_103 instanceof Date) {
            json += JSON_STR_QUOTE + value_endpoint_103.toISOString() + JSON_STR_QUOTE
          } else if (value_endpoint_103 instanceof RegExp) {
            json += asString(value_endpoint_103.source)
          } else {
            json += asString(value_endpoint_103.toString())
          }
        } else {
          json += asString(value_endpoint_103)
        }
        
      } else {
        throw new Error('"endpoint" is required!')
      }
      
      const value_poll_interval_seconds_104 = obj["poll_interval_seconds"]
      if (value_poll_interval_seconds_104 !== undefined) {
        json += ",\"poll_interval_seconds\":"
        
          if (value_poll_interval_seconds_104 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Number.isInteger(value_poll_interval_seconds_104) || value_poll_interval_seconds_104 === null) {
            json += asInteger(value_poll_interval_seconds_104)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/poll_interval_seconds' does not match schema definition.")
  
      } else {
        throw new Error('"poll_interval_seconds" is required!')
      }
      
      const value_credential_id_105 = obj["credential_id"]
      if (value_credential_id_105 !== undefined) {
        json += ",\"credential_id\":"
        
          if (value_credential_id_105 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_credential_id_105 === "string" ||
            value_credential_id_105 === null ||
            value_credential_id_105 instanceof Date ||
            value_credential_id_105 instanceof RegExp ||
            (
              typeof value_credential_id_105 === "object" &&
              typeof value_credential_id_105.toString === "function" &&
              value_credential_id_105.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_credential_id_105 !== 'string') {
          if (value_credential_id_105 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_105 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_105.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_105 instanceof RegExp) {
            json += asString(value_credential_id_105.source)
          } else {
            json += asString(value_credential_id_105.toString())
          }
        } else {
          json += asString(value_credential_id_105)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/credential_id' does not match schema definition.")
  
      } else {
        throw new Error('"credential_id" is required!')
      }
      
      const value_config_106 = obj["config"]
      if (value_config_106 !== undefined) {
        json += ",\"config\":"
        json += anonymous33(value_config_106)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_status_111 = obj["status"]
      if (value_status_111 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_111 !== 'string') {
          if (value_status_111 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_111 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_111.toISOString() + JSON_STR_QUOTE
          } else if (value_status_111 instanceof RegExp) {
            json += asString(value_status_111.source)
          } else {
            json += asString(value_status_111.toString())
          }
        } else {
          json += asString(value_status_111)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_protect_112 = obj["protect"]
      if (value_protect_112 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_112)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_113 = obj["deleted_at"]
      if (value_deleted_at_113 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_113 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_113 === "string" ||
            value_deleted_at_113 === null ||
            value_deleted_at_113 instanceof Date ||
            value_deleted_at_113 instanceof RegExp ||
            (
              typeof value_deleted_at_113 === "object" &&
              typeof value_deleted_at_113.toString === "function" &&
              value_deleted_at_113.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_113)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_114 = obj["drift"]
      if (value_drift_114 !== undefined) {
        json += ",\"drift\":"
        json += anonymous34(value_drift_114)
      }

      const value_last_change_125 = obj["last_change"]
      if (value_last_change_125 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous37(value_last_change_125)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous31 (obj) {
      // "#/properties/data/properties/metrics"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/metrics' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous32(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous32(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous44 (obj) {
      // "#/properties/data/properties/queries/items/properties/config/properties/group_by"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/config/properties/group_by' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/queries/items/properties/config/properties/tags"
      function anonymous45 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_154 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_154 ? JSON_STR_COMMA : ((addComma_154 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
      
    }
  if (!addComma_154) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items/properties/config"
      function anonymous43 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_expression_149 = obj["expression"]
      if (value_expression_149 !== undefined) {
        json += "{\"expression\":"
        
        if (typeof value_expression_149 !== 'string') {
          if (value_expression_149 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_expression_149 instanceof Date) {
            json += JSON_STR_QUOTE + value_expression_149.toISOString() + JSON_STR_QUOTE
          } else if (value_expression_149 instanceof RegExp) {
            json += asString(value_expression_149.source)
          } else {
            json += asString(value_expression_149.toString())
          }
        } else {
          json += asString(value_expression_149)
        }
        
      } else {
        throw new Error('"expression" is required!')
      }
      
      const value_rollup_seconds_150 = obj["rollup_seconds"]
      if (value_rollup_seconds_150 !== undefined) {
        json += ",\"rollup_seconds\":"
        json += asInteger(value_rollup_seconds_150)
      }

      const value_window_seconds_151 = obj["window_seconds"]
      if (value_window_seconds_151 !== undefined) {
        json += ",\"window_seconds\":"
        json += asInteger(value_window_seconds_151)
      }

      const value_group_by_152 = obj["group_by"]
      if (value_group_by_152 !== undefined) {
        json += ",\"group_by\":"
        json += anonymous44(value_group_by_152)
      }

      const value_tags_153 = obj["tags"]
      if (value_tags_153 !== undefined) {
        json += ",\"tags\":"
        json += anonymous45(value_tags_153)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous47 (obj) {
      // "#/properties/data/properties/queries/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/drift/properties/fields' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/queries/items/properties/drift/properties/by"
      function anonymous48 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_163 = obj["key_id"]
      if (value_key_id_163 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_163 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_163 === "string" ||
            value_key_id_163 === null ||
            value_key_id_163 instanceof Date ||
            value_key_id_163 instanceof RegExp ||
            (
              typeof value_key_id_163 === "object" &&
              typeof value_key_id_163.toString === "function" &&
              value_key_id_163.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_163 !== 'string') {
          if (value_key_id_163 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_163 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_163.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_163 instanceof RegExp) {
            json += asString(value_key_id_163.source)
          } else {
            json += asString(value_key_id_163.toString())
          }
        } else {
          json += asString(value_key_id_163)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_164 = obj["key_name"]
      if (value_key_name_164 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_164 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_164 === "string" ||
            value_key_name_164 === null ||
            value_key_name_164 instanceof Date ||
            value_key_name_164 instanceof RegExp ||
            (
              typeof value_key_name_164 === "object" &&
              typeof value_key_name_164.toString === "function" &&
              value_key_name_164.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_164 !== 'string') {
          if (value_key_name_164 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_164 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_164.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_164 instanceof RegExp) {
            json += asString(value_key_name_164.source)
          } else {
            json += asString(value_key_name_164.toString())
          }
        } else {
          json += asString(value_key_name_164)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_165 = obj["user"]
      if (value_user_165 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_165 !== 'string') {
          if (value_user_165 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_165 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_165.toISOString() + JSON_STR_QUOTE
          } else if (value_user_165 instanceof RegExp) {
            json += asString(value_user_165.source)
          } else {
            json += asString(value_user_165.toString())
          }
        } else {
          json += asString(value_user_165)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_166 = obj["role"]
      if (value_role_166 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_166 !== 'string') {
          if (value_role_166 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_166 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_166.toISOString() + JSON_STR_QUOTE
          } else if (value_role_166 instanceof RegExp) {
            json += asString(value_role_166.source)
          } else {
            json += asString(value_role_166.toString())
          }
        } else {
          json += asString(value_role_166)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_167 = obj["at"]
      if (value_at_167 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_167)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items/properties/drift"
      function anonymous46 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_159 = obj["fields"]
      if (value_fields_159 !== undefined) {
        json += "{\"fields\":"
        json += anonymous47(value_fields_159)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_160 = obj["changed_at"]
      if (value_changed_at_160 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_160)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_161 = obj["by"]
      if (value_by_161 !== undefined) {
        json += ",\"by\":"
        json += anonymous48(value_by_161)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_28#"
      function anonymous50 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_175 = obj["key_id"]
      if (value_key_id_175 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_175 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_175 === "string" ||
            value_key_id_175 === null ||
            value_key_id_175 instanceof Date ||
            value_key_id_175 instanceof RegExp ||
            (
              typeof value_key_id_175 === "object" &&
              typeof value_key_id_175.toString === "function" &&
              value_key_id_175.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_175 !== 'string') {
          if (value_key_id_175 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_175 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_175.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_175 instanceof RegExp) {
            json += asString(value_key_id_175.source)
          } else {
            json += asString(value_key_id_175.toString())
          }
        } else {
          json += asString(value_key_id_175)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_28#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_176 = obj["key_name"]
      if (value_key_name_176 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_176 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_176 === "string" ||
            value_key_name_176 === null ||
            value_key_name_176 instanceof Date ||
            value_key_name_176 instanceof RegExp ||
            (
              typeof value_key_name_176 === "object" &&
              typeof value_key_name_176.toString === "function" &&
              value_key_name_176.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_176 !== 'string') {
          if (value_key_name_176 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_176 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_176.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_176 instanceof RegExp) {
            json += asString(value_key_name_176.source)
          } else {
            json += asString(value_key_name_176.toString())
          }
        } else {
          json += asString(value_key_name_176)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_28#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_177 = obj["user"]
      if (value_user_177 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_177 !== 'string') {
          if (value_user_177 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_177 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_177.toISOString() + JSON_STR_QUOTE
          } else if (value_user_177 instanceof RegExp) {
            json += asString(value_user_177.source)
          } else {
            json += asString(value_user_177.toString())
          }
        } else {
          json += asString(value_user_177)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_178 = obj["role"]
      if (value_role_178 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_178 !== 'string') {
          if (value_role_178 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_178 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_178.toISOString() + JSON_STR_QUOTE
          } else if (value_role_178 instanceof RegExp) {
            json += asString(value_role_178.source)
          } else {
            json += asString(value_role_178.toString())
          }
        } else {
          json += asString(value_role_178)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_179 = obj["at"]
      if (value_at_179 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_179)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items/properties/last_change/properties/overrides/items"
      function anonymous52 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_182 = obj["policy"]
      if (value_policy_182 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_182 !== 'string') {
          if (value_policy_182 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_182 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_182.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_182 instanceof RegExp) {
            json += asString(value_policy_182.source)
          } else {
            json += asString(value_policy_182.toString())
          }
        } else {
          json += asString(value_policy_182)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_183 = obj["reason"]
      if (value_reason_183 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_183 !== 'string') {
          if (value_reason_183 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_183 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_183.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_183 instanceof RegExp) {
            json += asString(value_reason_183.source)
          } else {
            json += asString(value_reason_183.toString())
          }
        } else {
          json += asString(value_reason_183)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous51 (obj) {
      // "#/properties/data/properties/queries/items/properties/last_change/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/last_change/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous52(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous52(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/queries/items/properties/last_change"
      function anonymous49 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_170 = obj["origin"]
      if (value_origin_170 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_170 !== 'string') {
          if (value_origin_170 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_170 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_170.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_170 instanceof RegExp) {
            json += asString(value_origin_170.source)
          } else {
            json += asString(value_origin_170.toString())
          }
        } else {
          json += asString(value_origin_170)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_171 = obj["revision_id"]
      if (value_revision_id_171 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_171 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_171 === "string" ||
            value_revision_id_171 === null ||
            value_revision_id_171 instanceof Date ||
            value_revision_id_171 instanceof RegExp ||
            (
              typeof value_revision_id_171 === "object" &&
              typeof value_revision_id_171.toString === "function" &&
              value_revision_id_171.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_171 !== 'string') {
          if (value_revision_id_171 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_171 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_171.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_171 instanceof RegExp) {
            json += asString(value_revision_id_171.source)
          } else {
            json += asString(value_revision_id_171.toString())
          }
        } else {
          json += asString(value_revision_id_171)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_172 = obj["at"]
      if (value_at_172 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_172)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_173 = obj["by"]
      if (value_by_173 !== undefined) {
        json += ",\"by\":"
        
      if((validate_6 || (validate_6 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/queries/items/properties/last_change/properties/by/oneOf/0")))(value_by_173)) {
        json += anonymous50(value_by_173)
      }
    
      else if((validate_7 || (validate_7 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/queries/items/properties/last_change/properties/by/oneOf/1")))(value_by_173)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_overrides_180 = obj["overrides"]
      if (value_overrides_180 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous51(value_overrides_180)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items"
      function anonymous42 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_143 = obj["id"]
      if (value_id_143 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_143 !== 'string') {
          if (value_id_143 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_143 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_143.toISOString() + JSON_STR_QUOTE
          } else if (value_id_143 instanceof RegExp) {
            json += asString(value_id_143.source)
          } else {
            json += asString(value_id_143.toString())
          }
        } else {
          json += asString(value_id_143)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_metrics_144 = obj["metrics"]
      if (value_metrics_144 !== undefined) {
        json += ",\"metrics\":"
        
        if (typeof value_metrics_144 !== 'string') {
          if (value_metrics_144 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_metrics_144 instanceof Date) {
            json += JSON_STR_QUOTE + value_metrics_144.toISOString() + JSON_STR_QUOTE
          } else if (value_metrics_144 instanceof RegExp) {
            json += asString(value_metrics_144.source)
          } else {
            json += asString(value_metrics_144.toString())
          }
        } else {
          json += asString(value_metrics_144)
        }
        
      } else {
        throw new Error('"metrics" is required!')
      }
      
      const value_name_145 = obj["name"]
      if (value_name_145 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_145 !== 'string') {
          if (value_name_145 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_145 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_145.toISOString() + JSON_STR_QUOTE
          } else if (value_name_145 instanceof RegExp) {
            json += asString(value_name_145.source)
          } else {
            json += asString(value_name_145.toString())
          }
        } else {
          json += asString(value_name_145)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_status_146 = obj["status"]
      if (value_status_146 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_146 !== 'string') {
          if (value_status_146 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_146 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_146.toISOString() + JSON_STR_QUOTE
          } else if (value_status_146 instanceof RegExp) {
            json += asString(value_status_146.source)
          } else {
            json += asString(value_status_146.toString())
          }
        } else {
          json += asString(value_status_146)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_config_147 = obj["config"]
      if (value_config_147 !== undefined) {
        json += ",\"config\":"
        json += anonymous43(value_config_147)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_protect_155 = obj["protect"]
      if (value_protect_155 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_155)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_156 = obj["deleted_at"]
      if (value_deleted_at_156 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_156 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_156 === "string" ||
            value_deleted_at_156 === null ||
            value_deleted_at_156 instanceof Date ||
            value_deleted_at_156 instanceof RegExp ||
            (
              typeof value_deleted_at_156 === "object" &&
              typeof value_deleted_at_156.toString === "function" &&
              value_deleted_at_156.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_156)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_157 = obj["drift"]
      if (value_drift_157 !== undefined) {
        json += ",\"drift\":"
        json += anonymous46(value_drift_157)
      }

      const value_last_change_168 = obj["last_change"]
      if (value_last_change_168 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous49(value_last_change_168)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous41 (obj) {
      // "#/properties/data/properties/queries"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/queries' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous42(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous42(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/sources/items/properties/config"
      function anonymous55 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_queue_url_191 = obj["queue_url"]
      if (value_queue_url_191 !== undefined) {
        json += "{\"queue_url\":"
        
        if (typeof value_queue_url_191 !== 'string') {
          if (value_queue_url_191 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_queue_url_191 instanceof Date) {
            json += JSON_STR_QUOTE + value_queue_url_191.toISOString() + JSON_STR_QUOTE
          } else if (value_queue_url_191 instanceof RegExp) {
            json += asString(value_queue_url_191.source)
          } else {
            json += asString(value_queue_url_191.toString())
          }
        } else {
          json += asString(value_queue_url_191)
        }
        
      } else {
        throw new Error('"queue_url" is required!')
      }
      
      const value_region_192 = obj["region"]
      if (value_region_192 !== undefined) {
        json += ",\"region\":"
        
        if (typeof value_region_192 !== 'string') {
          if (value_region_192 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_region_192 instanceof Date) {
            json += JSON_STR_QUOTE + value_region_192.toISOString() + JSON_STR_QUOTE
          } else if (value_region_192 instanceof RegExp) {
            json += asString(value_region_192.source)
          } else {
            json += asString(value_region_192.toString())
          }
        } else {
          json += asString(value_region_192)
        }
        
      } else {
        throw new Error('"region" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items/properties/ingest"
      function anonymous56 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_variant_197 = obj["variant"]
      if (value_variant_197 !== undefined) {
        json += "{\"variant\":"
        
        if (typeof value_variant_197 !== 'string') {
          if (value_variant_197 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_197 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_197.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_197 instanceof RegExp) {
            json += asString(value_variant_197.source)
          } else {
            json += asString(value_variant_197.toString())
          }
        } else {
          json += asString(value_variant_197)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_version_198 = obj["version"]
      if (value_version_198 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_198)
      } else {
        throw new Error('"version" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous58 (obj) {
      // "#/properties/data/properties/sources/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/drift/properties/fields' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/sources/items/properties/drift/properties/by"
      function anonymous59 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_207 = obj["key_id"]
      if (value_key_id_207 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_207 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_207 === "string" ||
            value_key_id_207 === null ||
            value_key_id_207 instanceof Date ||
            value_key_id_207 instanceof RegExp ||
            (
              typeof value_key_id_207 === "object" &&
              typeof value_key_id_207.toString === "function" &&
              value_key_id_207.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_207 !== 'string') {
          if (value_key_id_207 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_207 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_207.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_207 instanceof RegExp) {
            json += asString(value_key_id_207.source)
          } else {
            json += asString(value_key_id_207.toString())
          }
        } else {
          json += asString(value_key_id_207)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_208 = obj["key_name"]
      if (value_key_name_208 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_208 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_208 === "string" ||
            value_key_name_208 === null ||
            value_key_name_208 instanceof Date ||
            value_key_name_208 instanceof RegExp ||
            (
              typeof value_key_name_208 === "object" &&
              typeof value_key_name_208.toString === "function" &&
              value_key_name_208.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_208 !== 'string') {
          if (value_key_name_208 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_208 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_208.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_208 instanceof RegExp) {
            json += asString(value_key_name_208.source)
          } else {
            json += asString(value_key_name_208.toString())
          }
        } else {
          json += asString(value_key_name_208)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_209 = obj["user"]
      if (value_user_209 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_209 !== 'string') {
          if (value_user_209 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_209 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_209.toISOString() + JSON_STR_QUOTE
          } else if (value_user_209 instanceof RegExp) {
            json += asString(value_user_209.source)
          } else {
            json += asString(value_user_209.toString())
          }
        } else {
          json += asString(value_user_209)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_210 = obj["role"]
      if (value_role_210 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_210 !== 'string') {
          if (value_role_210 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_210 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_210.toISOString() + JSON_STR_QUOTE
          } else if (value_role_210 instanceof RegExp) {
            json += asString(value_role_210.source)
          } else {
            json += asString(value_role_210.toString())
          }
        } else {
          json += asString(value_role_210)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_211 = obj["at"]
      if (value_at_211 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_211)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items/properties/drift"
      function anonymous57 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_203 = obj["fields"]
      if (value_fields_203 !== undefined) {
        json += "{\"fields\":"
        json += anonymous58(value_fields_203)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_204 = obj["changed_at"]
      if (value_changed_at_204 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_204)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_205 = obj["by"]
      if (value_by_205 !== undefined) {
        json += ",\"by\":"
        json += anonymous59(value_by_205)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_30#"
      function anonymous61 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_219 = obj["key_id"]
      if (value_key_id_219 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_219 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_219 === "string" ||
            value_key_id_219 === null ||
            value_key_id_219 instanceof Date ||
            value_key_id_219 instanceof RegExp ||
            (
              typeof value_key_id_219 === "object" &&
              typeof value_key_id_219.toString === "function" &&
              value_key_id_219.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_219 !== 'string') {
          if (value_key_id_219 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_219 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_219.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_219 instanceof RegExp) {
            json += asString(value_key_id_219.source)
          } else {
            json += asString(value_key_id_219.toString())
          }
        } else {
          json += asString(value_key_id_219)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_30#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_220 = obj["key_name"]
      if (value_key_name_220 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_220 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_220 === "string" ||
            value_key_name_220 === null ||
            value_key_name_220 instanceof Date ||
            value_key_name_220 instanceof RegExp ||
            (
              typeof value_key_name_220 === "object" &&
              typeof value_key_name_220.toString === "function" &&
              value_key_name_220.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_220 !== 'string') {
          if (value_key_name_220 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_220 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_220.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_220 instanceof RegExp) {
            json += asString(value_key_name_220.source)
          } else {
            json += asString(value_key_name_220.toString())
          }
        } else {
          json += asString(value_key_name_220)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_30#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_221 = obj["user"]
      if (value_user_221 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_221 !== 'string') {
          if (value_user_221 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_221 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_221.toISOString() + JSON_STR_QUOTE
          } else if (value_user_221 instanceof RegExp) {
            json += asString(value_user_221.source)
          } else {
            json += asString(value_user_221.toString())
          }
        } else {
          json += asString(value_user_221)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_222 = obj["role"]
      if (value_role_222 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_222 !== 'string') {
          if (value_role_222 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_222 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_222.toISOString() + JSON_STR_QUOTE
          } else if (value_role_222 instanceof RegExp) {
            json += asString(value_role_222.source)
          } else {
            json += asString(value_role_222.toString())
          }
        } else {
          json += asString(value_role_222)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_223 = obj["at"]
      if (value_at_223 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_223)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items/properties/last_change/properties/overrides/items"
      function anonymous63 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_226 = obj["policy"]
      if (value_policy_226 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_226 !== 'string') {
          if (value_policy_226 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_226 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_226.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_226 instanceof RegExp) {
            json += asString(value_policy_226.source)
          } else {
            json += asString(value_policy_226.toString())
          }
        } else {
          json += asString(value_policy_226)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_227 = obj["reason"]
      if (value_reason_227 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_227 !== 'string') {
          if (value_reason_227 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_227 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_227.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_227 instanceof RegExp) {
            json += asString(value_reason_227.source)
          } else {
            json += asString(value_reason_227.toString())
          }
        } else {
          json += asString(value_reason_227)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous62 (obj) {
      // "#/properties/data/properties/sources/items/properties/last_change/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/last_change/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous63(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous63(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/sources/items/properties/last_change"
      function anonymous60 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_214 = obj["origin"]
      if (value_origin_214 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_214 !== 'string') {
          if (value_origin_214 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_214 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_214.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_214 instanceof RegExp) {
            json += asString(value_origin_214.source)
          } else {
            json += asString(value_origin_214.toString())
          }
        } else {
          json += asString(value_origin_214)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_215 = obj["revision_id"]
      if (value_revision_id_215 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_215 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_215 === "string" ||
            value_revision_id_215 === null ||
            value_revision_id_215 instanceof Date ||
            value_revision_id_215 instanceof RegExp ||
            (
              typeof value_revision_id_215 === "object" &&
              typeof value_revision_id_215.toString === "function" &&
              value_revision_id_215.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_215 !== 'string') {
          if (value_revision_id_215 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_215 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_215.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_215 instanceof RegExp) {
            json += asString(value_revision_id_215.source)
          } else {
            json += asString(value_revision_id_215.toString())
          }
        } else {
          json += asString(value_revision_id_215)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_216 = obj["at"]
      if (value_at_216 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_216)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_217 = obj["by"]
      if (value_by_217 !== undefined) {
        json += ",\"by\":"
        
      if((validate_8 || (validate_8 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/sources/items/properties/last_change/properties/by/oneOf/0")))(value_by_217)) {
        json += anonymous61(value_by_217)
      }
    
      else if((validate_9 || (validate_9 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/sources/items/properties/last_change/properties/by/oneOf/1")))(value_by_217)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_overrides_224 = obj["overrides"]
      if (value_overrides_224 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous62(value_overrides_224)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items"
      function anonymous54 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_186 = obj["id"]
      if (value_id_186 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_186 !== 'string') {
          if (value_id_186 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_186 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_186.toISOString() + JSON_STR_QUOTE
          } else if (value_id_186 instanceof RegExp) {
            json += asString(value_id_186.source)
          } else {
            json += asString(value_id_186.toString())
          }
        } else {
          json += asString(value_id_186)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_name_187 = obj["name"]
      if (value_name_187 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_187 !== 'string') {
          if (value_name_187 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_187 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_187.toISOString() + JSON_STR_QUOTE
          } else if (value_name_187 instanceof RegExp) {
            json += asString(value_name_187.source)
          } else {
            json += asString(value_name_187.toString())
          }
        } else {
          json += asString(value_name_187)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_type_188 = obj["type"]
      if (value_type_188 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_188 !== 'string') {
          if (value_type_188 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_188 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_188.toISOString() + JSON_STR_QUOTE
          } else if (value_type_188 instanceof RegExp) {
            json += asString(value_type_188.source)
          } else {
            json += asString(value_type_188.toString())
          }
        } else {
          json += asString(value_type_188)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_config_189 = obj["config"]
      if (value_config_189 !== undefined) {
        json += ",\"config\":"
        json += anonymous55(value_config_189)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_credential_id_193 = obj["credential_id"]
      if (value_credential_id_193 !== undefined) {
        json += ",\"credential_id\":"
        
          if (value_credential_id_193 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_credential_id_193 === "string" ||
            value_credential_id_193 === null ||
            value_credential_id_193 instanceof Date ||
            value_credential_id_193 instanceof RegExp ||
            (
              typeof value_credential_id_193 === "object" &&
              typeof value_credential_id_193.toString === "function" &&
              value_credential_id_193.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_credential_id_193 !== 'string') {
          if (value_credential_id_193 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_193 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_193.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_193 instanceof RegExp) {
            json += asString(value_credential_id_193.source)
          } else {
            json += asString(value_credential_id_193.toString())
          }
        } else {
          json += asString(value_credential_id_193)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/credential_id' does not match schema definition.")
  
      } else {
        throw new Error('"credential_id" is required!')
      }
      
      const value_status_194 = obj["status"]
      if (value_status_194 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_194 !== 'string') {
          if (value_status_194 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_194 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_194.toISOString() + JSON_STR_QUOTE
          } else if (value_status_194 instanceof RegExp) {
            json += asString(value_status_194.source)
          } else {
            json += asString(value_status_194.toString())
          }
        } else {
          json += asString(value_status_194)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_ingest_195 = obj["ingest"]
      if (value_ingest_195 !== undefined) {
        json += ",\"ingest\":"
        json += anonymous56(value_ingest_195)
      } else {
        throw new Error('"ingest" is required!')
      }
      
      const value_protect_199 = obj["protect"]
      if (value_protect_199 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_199)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_200 = obj["deleted_at"]
      if (value_deleted_at_200 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_200 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_200 === "string" ||
            value_deleted_at_200 === null ||
            value_deleted_at_200 instanceof Date ||
            value_deleted_at_200 instanceof RegExp ||
            (
              typeof value_deleted_at_200 === "object" &&
              typeof value_deleted_at_200.toString === "function" &&
              value_deleted_at_200.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_200)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_201 = obj["drift"]
      if (value_drift_201 !== undefined) {
        json += ",\"drift\":"
        json += anonymous57(value_drift_201)
      }

      const value_last_change_212 = obj["last_change"]
      if (value_last_change_212 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous60(value_last_change_212)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous53 (obj) {
      // "#/properties/data/properties/sources"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/sources' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous54(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous54(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/credentials/items"
      function anonymous65 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_230 = obj["id"]
      if (value_id_230 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_230 !== 'string') {
          if (value_id_230 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_230 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_230.toISOString() + JSON_STR_QUOTE
          } else if (value_id_230 instanceof RegExp) {
            json += asString(value_id_230.source)
          } else {
            json += asString(value_id_230.toString())
          }
        } else {
          json += asString(value_id_230)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_label_231 = obj["label"]
      if (value_label_231 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_231 !== 'string') {
          if (value_label_231 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_231 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_231.toISOString() + JSON_STR_QUOTE
          } else if (value_label_231 instanceof RegExp) {
            json += asString(value_label_231.source)
          } else {
            json += asString(value_label_231.toString())
          }
        } else {
          json += asString(value_label_231)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous64 (obj) {
      // "#/properties/data/properties/credentials"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/credentials' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous65(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous65(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_org_id_3 = obj["org_id"]
      if (value_org_id_3 !== undefined) {
        json += "{\"org_id\":"
        
        if (typeof value_org_id_3 !== 'string') {
          if (value_org_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_3 instanceof RegExp) {
            json += asString(value_org_id_3.source)
          } else {
            json += asString(value_org_id_3.toString())
          }
        } else {
          json += asString(value_org_id_3)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_serial_4 = obj["serial"]
      if (value_serial_4 !== undefined) {
        json += ",\"serial\":"
        json += asInteger(value_serial_4)
      } else {
        throw new Error('"serial" is required!')
      }
      
      const value_actions_5 = obj["actions"]
      if (value_actions_5 !== undefined) {
        json += ",\"actions\":"
        json += anonymous2(value_actions_5)
      } else {
        throw new Error('"actions" is required!')
      }
      
      const value_destinations_49 = obj["destinations"]
      if (value_destinations_49 !== undefined) {
        json += ",\"destinations\":"
        json += anonymous17(value_destinations_49)
      } else {
        throw new Error('"destinations" is required!')
      }
      
      const value_metrics_98 = obj["metrics"]
      if (value_metrics_98 !== undefined) {
        json += ",\"metrics\":"
        json += anonymous31(value_metrics_98)
      } else {
        throw new Error('"metrics" is required!')
      }
      
      const value_queries_141 = obj["queries"]
      if (value_queries_141 !== undefined) {
        json += ",\"queries\":"
        json += anonymous41(value_queries_141)
      } else {
        throw new Error('"queries" is required!')
      }
      
      const value_sources_184 = obj["sources"]
      if (value_sources_184 !== undefined) {
        json += ",\"sources\":"
        json += anonymous53(value_sources_184)
      } else {
        throw new Error('"sources" is required!')
      }
      
      const value_credentials_228 = obj["credentials"]
      if (value_credentials_228 !== undefined) {
        json += ",\"credentials\":"
        json += anonymous64(value_credentials_228)
      } else {
        throw new Error('"credentials" is required!')
      }
      
      const value_lineage_232 = obj["lineage"]
      if (value_lineage_232 !== undefined) {
        json += ",\"lineage\":"
        
        if (typeof value_lineage_232 !== 'string') {
          if (value_lineage_232 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_lineage_232 instanceof Date) {
            json += JSON_STR_QUOTE + value_lineage_232.toISOString() + JSON_STR_QUOTE
          } else if (value_lineage_232 instanceof RegExp) {
            json += asString(value_lineage_232.source)
          } else {
            json += asString(value_lineage_232.toString())
          }
        } else {
          json += asString(value_lineage_232)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous67 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_235 = obj["code"]
      if (value_code_235 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_235 !== 'string') {
          if (value_code_235 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_235 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_235.toISOString() + JSON_STR_QUOTE
          } else if (value_code_235 instanceof RegExp) {
            json += asString(value_code_235.source)
          } else {
            json += asString(value_code_235.toString())
          }
        } else {
          json += asString(value_code_235)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_236 = obj["message"]
      if (value_message_236 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_236 !== 'string') {
          if (value_message_236 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_236 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_236.toISOString() + JSON_STR_QUOTE
          } else if (value_message_236 instanceof RegExp) {
            json += asString(value_message_236.source)
          } else {
            json += asString(value_message_236.toString())
          }
        } else {
          json += asString(value_message_236)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_237 = obj["pointer"]
      if (value_pointer_237 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_237 !== 'string') {
          if (value_pointer_237 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_237 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_237.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_237 instanceof RegExp) {
            json += asString(value_pointer_237.source)
          } else {
            json += asString(value_pointer_237.toString())
          }
        } else {
          json += asString(value_pointer_237)
        }
        
      }

      const value_hint_238 = obj["hint"]
      if (value_hint_238 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_238 !== 'string') {
          if (value_hint_238 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_238 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_238.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_238 instanceof RegExp) {
            json += asString(value_hint_238.source)
          } else {
            json += asString(value_hint_238.toString())
          }
        } else {
          json += asString(value_hint_238)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous66 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous67(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous67(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous69 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_241 = obj["code"]
      if (value_code_241 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_241 !== 'string') {
          if (value_code_241 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_241 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_241.toISOString() + JSON_STR_QUOTE
          } else if (value_code_241 instanceof RegExp) {
            json += asString(value_code_241.source)
          } else {
            json += asString(value_code_241.toString())
          }
        } else {
          json += asString(value_code_241)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_242 = obj["message"]
      if (value_message_242 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_242 !== 'string') {
          if (value_message_242 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_242 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_242.toISOString() + JSON_STR_QUOTE
          } else if (value_message_242 instanceof RegExp) {
            json += asString(value_message_242.source)
          } else {
            json += asString(value_message_242.toString())
          }
        } else {
          json += asString(value_message_242)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous68 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous69(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous69(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_233 = obj["errors"]
      if (value_errors_233 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_233 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_233)) {
            json += anonymous66(value_errors_233)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_239 = obj["warnings"]
      if (value_warnings_239 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous68(value_warnings_239)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)