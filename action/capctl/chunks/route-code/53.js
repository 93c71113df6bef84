
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const Validator = require('fast-json-stringify/lib/validator')
const validatorState = {"ajvOptions":{},"ajvSchemas":{"__fjs_root_21":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["org_id","serial","actions","destinations","metrics","queries","sources","credentials"],"properties":{"org_id":{"type":["string","object"],"fjs_type":"string"},"serial":{"type":"integer"},"lineage":{"type":["string","object"],"format":"uuid","description":"The lineage id of the service's database (see ConfigRevision.lineage).","fjs_type":"string"},"actions":{"type":"array","items":{"type":"object","required":["id","variant","aliases","destinations","queries","sources","schema","version","history","compatibility","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"variant":{"type":["string","object"],"fjs_type":"string"},"aliases":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"destinations":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"queries":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"sources":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"schema":{"description":"Any JSON value."},"version":{"type":"integer"},"history":{"type":"array","items":{"type":"object","required":["version","schema_hash"],"description":"One stored version; its schema is given by its hash (the current version's schema is `schema`).","properties":{"version":{"type":"integer"},"schema_hash":{"type":["string","object"],"description":"SHA-256 (hex) of the canonical JSON (sorted keys, no spaces) of the version's schema; equal schemas have equal hashes.","fjs_type":"string"}}}},"compatibility":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]}}}}}},"destinations":{"type":"array","items":{"type":"object","required":["id","label","type","config","tags","credential_id","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"label":{"type":["string","object"],"fjs_type":"string"},"type":{"type":["string","object"],"fjs_type":"string"},"config":{"type":"object","required":["url"],"properties":{"url":{"type":["string","object"],"fjs_type":"string"},"headers":{"type":"object","description":"Values of sensitive headers (names that look secret, and those in sensitive_headers) read as \"(sensitive)\".","additionalProperties":{"type":["string","object"],"fjs_type":"string"}},"sensitive_headers":{"type":"array","description":"More header names whose values are secret although not named like one; masked in responses and sealed at rest.","items":{"type":["string","object"],"fjs_type":"string"}},"signaling":{"type":"object","required":["enabled","default"],"properties":{"enabled":{"type":"boolean"},"default":{"type":["string","object"],"description":"Value shown: ack.","fjs_type":"string"}}},"response_time_sla_ms":{"type":"integer"},"partition_tag_key":{"type":["string","object"],"fjs_type":"string"}}},"tags":{"type":"object","additionalProperties":{"type":["string","object"],"fjs_type":"string"},"description":"Key/value labels ({} for none)."},"credential_id":{"type":["string","null","object"],"fjs_type":"string"},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]}}}}}},"metrics":{"type":"array","items":{"type":"object","required":["id","name","kind","endpoint","poll_interval_seconds","credential_id","config","status","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"kind":{"type":["string","object"],"fjs_type":"string"},"endpoint":{"type":["string","object"],"fjs_type":"string"},"poll_interval_seconds":{"type":["integer","null"]},"credential_id":{"type":["string","null","object"],"fjs_type":"string"},"config":{"type":"object","properties":{"path":{"type":["string","object"],"fjs_type":"string"},"auth_header":{"type":["string","object"],"fjs_type":"string"},"tls_skip_verify":{"type":"boolean"}}},"status":{"type":["string","object"],"enum":["active","paused"],"fjs_type":"string"},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]}}}}}},"queries":{"type":"array","items":{"type":"object","required":["id","metrics","name","status","config","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"metrics":{"type":["string","object"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"status":{"type":["string","object"],"enum":["active","paused"],"fjs_type":"string"},"config":{"type":"object","required":["expression"],"properties":{"expression":{"type":["string","object"],"fjs_type":"string"},"rollup_seconds":{"type":"integer"},"window_seconds":{"type":"integer"},"group_by":{"type":"array","items":{"type":["string","object"],"minLength":1,"fjs_type":"string"}},"tags":{"type":"object","additionalProperties":{"type":["string","object"],"fjs_type":"string"}}}},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]}}}}}},"sources":{"type":"array","items":{"type":"object","required":["id","name","type","config","credential_id","status","ingest","protect","deleted_at"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"type":{"type":["string","object"],"fjs_type":"string"},"config":{"type":"object","required":["queue_url","region"],"properties":{"queue_url":{"type":["string","object"],"fjs_type":"string"},"region":{"type":["string","object"],"fjs_type":"string"}}},"credential_id":{"type":["string","null","object"],"fjs_type":"string"},"status":{"type":["string","object"],"enum":["active","paused"],"fjs_type":"string"},"ingest":{"type":"object","required":["variant","version"],"properties":{"variant":{"type":["string","object"],"fjs_type":"string"},"version":{"type":"integer"}}},"protect":{"type":"boolean"},"deleted_at":{"type":["string","null","object"],"format":"date-time","fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"last_change":{"type":"object","description":"Which change last touched the object: an applied revision (origin revision, with its id) or a direct API write (origin api). `by` is null when unknown (a change made before changes recorded who made them). Absent on objects no change was recorded for.","required":["origin","revision_id","at","by"],"properties":{"origin":{"type":["string","object"],"enum":["revision","api"],"fjs_type":"string"},"revision_id":{"type":["string","null","object"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply"],"fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]}}}}}},"credentials":{"type":"array","items":{"type":"object","required":["id","label"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"label":{"type":["string","object"],"fjs_type":"string"}}}}}},"errors":{"type":["array","null"],"items":{"type":"object","description":"The fixed endpoints' `{code, message}`, with an optional `pointer`: clients place a problem by the pointer and show the message as it is, without parsing either.","required":["code","message"],"properties":{"code":{"type":["string","object"],"description":"The catalog code (invalid_request, not_found, conflict, ...), or for a definition that cannot be planned the diagnostic code of this problem.","fjs_type":"string"},"message":{"type":["string","object"],"description":"What is wrong and what to do next.","fjs_type":"string"},"pointer":{"type":["string","object"],"description":"RFC 6901 JSON pointer of the offending value in the request body (`\"\"` is the whole body); absent when the problem is not at one place in the body.","fjs_type":"string"},"hint":{"type":["string","object"],"description":"What to do next, when the message alone does not say it (for an `unknown_target` entry, the nearest names).","fjs_type":"string"}}}},"warnings":{"type":"array","items":{"type":"object","required":["code","message"],"properties":{"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}}}}
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
      function anonymous18 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_54 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_54 ? JSON_STR_COMMA : ((addComma_54 = true), JSON_STR_BEGIN_OBJECT)
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
  if (!addComma_54) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous19 (obj) {
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
      function anonymous20 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_enabled_58 = obj["enabled"]
      if (value_enabled_58 !== undefined) {
        json += "{\"enabled\":"
        json += asBoolean(value_enabled_58)
      } else {
        throw new Error('"enabled" is required!')
      }
      
      const value_default_59 = obj["default"]
      if (value_default_59 !== undefined) {
        json += ",\"default\":"
        
        if (typeof value_default_59 !== 'string') {
          if (value_default_59 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_default_59 instanceof Date) {
            json += JSON_STR_QUOTE + value_default_59.toISOString() + JSON_STR_QUOTE
          } else if (value_default_59 instanceof RegExp) {
            json += asString(value_default_59.source)
          } else {
            json += asString(value_default_59.toString())
          }
        } else {
          json += asString(value_default_59)
        }
        
      } else {
        throw new Error('"default" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/config"
      function anonymous17 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_url_52 = obj["url"]
      if (value_url_52 !== undefined) {
        json += "{\"url\":"
        
        if (typeof value_url_52 !== 'string') {
          if (value_url_52 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_url_52 instanceof Date) {
            json += JSON_STR_QUOTE + value_url_52.toISOString() + JSON_STR_QUOTE
          } else if (value_url_52 instanceof RegExp) {
            json += asString(value_url_52.source)
          } else {
            json += asString(value_url_52.toString())
          }
        } else {
          json += asString(value_url_52)
        }
        
      } else {
        throw new Error('"url" is required!')
      }
      
      const value_headers_53 = obj["headers"]
      if (value_headers_53 !== undefined) {
        json += ",\"headers\":"
        json += anonymous18(value_headers_53)
      }

      const value_sensitive_headers_55 = obj["sensitive_headers"]
      if (value_sensitive_headers_55 !== undefined) {
        json += ",\"sensitive_headers\":"
        json += anonymous19(value_sensitive_headers_55)
      }

      const value_signaling_56 = obj["signaling"]
      if (value_signaling_56 !== undefined) {
        json += ",\"signaling\":"
        json += anonymous20(value_signaling_56)
      }

      const value_response_time_sla_ms_60 = obj["response_time_sla_ms"]
      if (value_response_time_sla_ms_60 !== undefined) {
        json += ",\"response_time_sla_ms\":"
        json += asInteger(value_response_time_sla_ms_60)
      }

      const value_partition_tag_key_61 = obj["partition_tag_key"]
      if (value_partition_tag_key_61 !== undefined) {
        json += ",\"partition_tag_key\":"
        
        if (typeof value_partition_tag_key_61 !== 'string') {
          if (value_partition_tag_key_61 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_partition_tag_key_61 instanceof Date) {
            json += JSON_STR_QUOTE + value_partition_tag_key_61.toISOString() + JSON_STR_QUOTE
          } else if (value_partition_tag_key_61 instanceof RegExp) {
            json += asString(value_partition_tag_key_61.source)
          } else {
            json += asString(value_partition_tag_key_61.toString())
          }
        } else {
          json += asString(value_partition_tag_key_61)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/tags"
      function anonymous21 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_63 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_63 ? JSON_STR_COMMA : ((addComma_63 = true), JSON_STR_BEGIN_OBJECT)
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
  if (!addComma_63) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous23 (obj) {
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
      function anonymous24 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_73 = obj["key_id"]
      if (value_key_id_73 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_73 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_73 === "string" ||
            value_key_id_73 === null ||
            value_key_id_73 instanceof Date ||
            value_key_id_73 instanceof RegExp ||
            (
              typeof value_key_id_73 === "object" &&
              typeof value_key_id_73.toString === "function" &&
              value_key_id_73.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_73 !== 'string') {
          if (value_key_id_73 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_73 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_73.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_73 instanceof RegExp) {
            json += asString(value_key_id_73.source)
          } else {
            json += asString(value_key_id_73.toString())
          }
        } else {
          json += asString(value_key_id_73)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_74 = obj["key_name"]
      if (value_key_name_74 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_74 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_74 === "string" ||
            value_key_name_74 === null ||
            value_key_name_74 instanceof Date ||
            value_key_name_74 instanceof RegExp ||
            (
              typeof value_key_name_74 === "object" &&
              typeof value_key_name_74.toString === "function" &&
              value_key_name_74.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_74 !== 'string') {
          if (value_key_name_74 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_74 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_74.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_74 instanceof RegExp) {
            json += asString(value_key_name_74.source)
          } else {
            json += asString(value_key_name_74.toString())
          }
        } else {
          json += asString(value_key_name_74)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_75 = obj["user"]
      if (value_user_75 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_75 !== 'string') {
          if (value_user_75 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_75 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_75.toISOString() + JSON_STR_QUOTE
          } else if (value_user_75 instanceof RegExp) {
            json += asString(value_user_75.source)
          } else {
            json += asString(value_user_75.toString())
          }
        } else {
          json += asString(value_user_75)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_76 = obj["role"]
      if (value_role_76 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_76 !== 'string') {
          if (value_role_76 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_76 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_76.toISOString() + JSON_STR_QUOTE
          } else if (value_role_76 instanceof RegExp) {
            json += asString(value_role_76.source)
          } else {
            json += asString(value_role_76.toString())
          }
        } else {
          json += asString(value_role_76)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_77 = obj["at"]
      if (value_at_77 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_77)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/drift"
      function anonymous22 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_69 = obj["fields"]
      if (value_fields_69 !== undefined) {
        json += "{\"fields\":"
        json += anonymous23(value_fields_69)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_70 = obj["changed_at"]
      if (value_changed_at_70 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_70)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_71 = obj["by"]
      if (value_by_71 !== undefined) {
        json += ",\"by\":"
        json += anonymous24(value_by_71)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_24#"
      function anonymous26 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_85 = obj["key_id"]
      if (value_key_id_85 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_85 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_85 === "string" ||
            value_key_id_85 === null ||
            value_key_id_85 instanceof Date ||
            value_key_id_85 instanceof RegExp ||
            (
              typeof value_key_id_85 === "object" &&
              typeof value_key_id_85.toString === "function" &&
              value_key_id_85.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_85 !== 'string') {
          if (value_key_id_85 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_85 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_85.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_85 instanceof RegExp) {
            json += asString(value_key_id_85.source)
          } else {
            json += asString(value_key_id_85.toString())
          }
        } else {
          json += asString(value_key_id_85)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_24#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_86 = obj["key_name"]
      if (value_key_name_86 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_86 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_86 === "string" ||
            value_key_name_86 === null ||
            value_key_name_86 instanceof Date ||
            value_key_name_86 instanceof RegExp ||
            (
              typeof value_key_name_86 === "object" &&
              typeof value_key_name_86.toString === "function" &&
              value_key_name_86.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_86 !== 'string') {
          if (value_key_name_86 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_86 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_86.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_86 instanceof RegExp) {
            json += asString(value_key_name_86.source)
          } else {
            json += asString(value_key_name_86.toString())
          }
        } else {
          json += asString(value_key_name_86)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_24#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_87 = obj["user"]
      if (value_user_87 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_87 !== 'string') {
          if (value_user_87 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_87 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_87.toISOString() + JSON_STR_QUOTE
          } else if (value_user_87 instanceof RegExp) {
            json += asString(value_user_87.source)
          } else {
            json += asString(value_user_87.toString())
          }
        } else {
          json += asString(value_user_87)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_88 = obj["role"]
      if (value_role_88 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_88 !== 'string') {
          if (value_role_88 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_88 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_88.toISOString() + JSON_STR_QUOTE
          } else if (value_role_88 instanceof RegExp) {
            json += asString(value_role_88.source)
          } else {
            json += asString(value_role_88.toString())
          }
        } else {
          json += asString(value_role_88)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_89 = obj["at"]
      if (value_at_89 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_89)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items/properties/last_change"
      function anonymous25 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_80 = obj["origin"]
      if (value_origin_80 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_80 !== 'string') {
          if (value_origin_80 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_80 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_80.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_80 instanceof RegExp) {
            json += asString(value_origin_80.source)
          } else {
            json += asString(value_origin_80.toString())
          }
        } else {
          json += asString(value_origin_80)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_81 = obj["revision_id"]
      if (value_revision_id_81 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_81 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_81 === "string" ||
            value_revision_id_81 === null ||
            value_revision_id_81 instanceof Date ||
            value_revision_id_81 instanceof RegExp ||
            (
              typeof value_revision_id_81 === "object" &&
              typeof value_revision_id_81.toString === "function" &&
              value_revision_id_81.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_81 !== 'string') {
          if (value_revision_id_81 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_81 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_81.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_81 instanceof RegExp) {
            json += asString(value_revision_id_81.source)
          } else {
            json += asString(value_revision_id_81.toString())
          }
        } else {
          json += asString(value_revision_id_81)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_82 = obj["at"]
      if (value_at_82 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_82)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_83 = obj["by"]
      if (value_by_83 !== undefined) {
        json += ",\"by\":"
        
      if((validate_2 || (validate_2 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/destinations/items/properties/last_change/properties/by/oneOf/0")))(value_by_83)) {
        json += anonymous26(value_by_83)
      }
    
      else if((validate_3 || (validate_3 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/destinations/items/properties/last_change/properties/by/oneOf/1")))(value_by_83)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/destinations/items"
      function anonymous16 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_47 = obj["id"]
      if (value_id_47 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_47 !== 'string') {
          if (value_id_47 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_47 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_47.toISOString() + JSON_STR_QUOTE
          } else if (value_id_47 instanceof RegExp) {
            json += asString(value_id_47.source)
          } else {
            json += asString(value_id_47.toString())
          }
        } else {
          json += asString(value_id_47)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_label_48 = obj["label"]
      if (value_label_48 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_48 !== 'string') {
          if (value_label_48 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_48 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_48.toISOString() + JSON_STR_QUOTE
          } else if (value_label_48 instanceof RegExp) {
            json += asString(value_label_48.source)
          } else {
            json += asString(value_label_48.toString())
          }
        } else {
          json += asString(value_label_48)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
      const value_type_49 = obj["type"]
      if (value_type_49 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_49 !== 'string') {
          if (value_type_49 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_49 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_49.toISOString() + JSON_STR_QUOTE
          } else if (value_type_49 instanceof RegExp) {
            json += asString(value_type_49.source)
          } else {
            json += asString(value_type_49.toString())
          }
        } else {
          json += asString(value_type_49)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_config_50 = obj["config"]
      if (value_config_50 !== undefined) {
        json += ",\"config\":"
        json += anonymous17(value_config_50)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_tags_62 = obj["tags"]
      if (value_tags_62 !== undefined) {
        json += ",\"tags\":"
        json += anonymous21(value_tags_62)
      } else {
        throw new Error('"tags" is required!')
      }
      
      const value_credential_id_64 = obj["credential_id"]
      if (value_credential_id_64 !== undefined) {
        json += ",\"credential_id\":"
        
          if (value_credential_id_64 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_credential_id_64 === "string" ||
            value_credential_id_64 === null ||
            value_credential_id_64 instanceof Date ||
            value_credential_id_64 instanceof RegExp ||
            (
              typeof value_credential_id_64 === "object" &&
              typeof value_credential_id_64.toString === "function" &&
              value_credential_id_64.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_credential_id_64 !== 'string') {
          if (value_credential_id_64 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_64 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_64.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_64 instanceof RegExp) {
            json += asString(value_credential_id_64.source)
          } else {
            json += asString(value_credential_id_64.toString())
          }
        } else {
          json += asString(value_credential_id_64)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/credential_id' does not match schema definition.")
  
      } else {
        throw new Error('"credential_id" is required!')
      }
      
      const value_protect_65 = obj["protect"]
      if (value_protect_65 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_65)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_66 = obj["deleted_at"]
      if (value_deleted_at_66 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_66 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_66 === "string" ||
            value_deleted_at_66 === null ||
            value_deleted_at_66 instanceof Date ||
            value_deleted_at_66 instanceof RegExp ||
            (
              typeof value_deleted_at_66 === "object" &&
              typeof value_deleted_at_66.toString === "function" &&
              value_deleted_at_66.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_66)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/destinations/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_67 = obj["drift"]
      if (value_drift_67 !== undefined) {
        json += ",\"drift\":"
        json += anonymous22(value_drift_67)
      }

      const value_last_change_78 = obj["last_change"]
      if (value_last_change_78 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous25(value_last_change_78)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous15 (obj) {
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
        json += anonymous16(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous16(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/metrics/items/properties/config"
      function anonymous29 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_99 = false

          const value_path_100 = obj["path"]
          if (value_path_100 !== undefined) {
            json += addComma_99 ? ",\"path\":" : ((addComma_99 = true), "{\"path\":")
            
        if (typeof value_path_100 !== 'string') {
          if (value_path_100 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_path_100 instanceof Date) {
            json += JSON_STR_QUOTE + value_path_100.toISOString() + JSON_STR_QUOTE
          } else if (value_path_100 instanceof RegExp) {
            json += asString(value_path_100.source)
          } else {
            json += asString(value_path_100.toString())
          }
        } else {
          json += asString(value_path_100)
        }
        
          }

          const value_auth_header_101 = obj["auth_header"]
          if (value_auth_header_101 !== undefined) {
            json += addComma_99 ? ",\"auth_header\":" : ((addComma_99 = true), "{\"auth_header\":")
            
        if (typeof value_auth_header_101 !== 'string') {
          if (value_auth_header_101 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_auth_header_101 instanceof Date) {
            json += JSON_STR_QUOTE + value_auth_header_101.toISOString() + JSON_STR_QUOTE
          } else if (value_auth_header_101 instanceof RegExp) {
            json += asString(value_auth_header_101.source)
          } else {
            json += asString(value_auth_header_101.toString())
          }
        } else {
          json += asString(value_auth_header_101)
        }
        
          }

          const value_tls_skip_verify_102 = obj["tls_skip_verify"]
          if (value_tls_skip_verify_102 !== undefined) {
            json += addComma_99 ? ",\"tls_skip_verify\":" : ((addComma_99 = true), "{\"tls_skip_verify\":")
            json += asBoolean(value_tls_skip_verify_102)
          }
if (!addComma_99) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous31 (obj) {
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
      function anonymous32 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_112 = obj["key_id"]
      if (value_key_id_112 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_112 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_112 === "string" ||
            value_key_id_112 === null ||
            value_key_id_112 instanceof Date ||
            value_key_id_112 instanceof RegExp ||
            (
              typeof value_key_id_112 === "object" &&
              typeof value_key_id_112.toString === "function" &&
              value_key_id_112.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_112 !== 'string') {
          if (value_key_id_112 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_112 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_112.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_112 instanceof RegExp) {
            json += asString(value_key_id_112.source)
          } else {
            json += asString(value_key_id_112.toString())
          }
        } else {
          json += asString(value_key_id_112)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_113 = obj["key_name"]
      if (value_key_name_113 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_113 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_113 === "string" ||
            value_key_name_113 === null ||
            value_key_name_113 instanceof Date ||
            value_key_name_113 instanceof RegExp ||
            (
              typeof value_key_name_113 === "object" &&
              typeof value_key_name_113.toString === "function" &&
              value_key_name_113.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_113 !== 'string') {
          if (value_key_name_113 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_113 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_113.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_113 instanceof RegExp) {
            json += asString(value_key_name_113.source)
          } else {
            json += asString(value_key_name_113.toString())
          }
        } else {
          json += asString(value_key_name_113)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_114 = obj["user"]
      if (value_user_114 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_114 !== 'string') {
          if (value_user_114 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_114 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_114.toISOString() + JSON_STR_QUOTE
          } else if (value_user_114 instanceof RegExp) {
            json += asString(value_user_114.source)
          } else {
            json += asString(value_user_114.toString())
          }
        } else {
          json += asString(value_user_114)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_115 = obj["role"]
      if (value_role_115 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_115 !== 'string') {
          if (value_role_115 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_115 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_115.toISOString() + JSON_STR_QUOTE
          } else if (value_role_115 instanceof RegExp) {
            json += asString(value_role_115.source)
          } else {
            json += asString(value_role_115.toString())
          }
        } else {
          json += asString(value_role_115)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_116 = obj["at"]
      if (value_at_116 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_116)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/metrics/items/properties/drift"
      function anonymous30 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_108 = obj["fields"]
      if (value_fields_108 !== undefined) {
        json += "{\"fields\":"
        json += anonymous31(value_fields_108)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_109 = obj["changed_at"]
      if (value_changed_at_109 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_109)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_110 = obj["by"]
      if (value_by_110 !== undefined) {
        json += ",\"by\":"
        json += anonymous32(value_by_110)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_26#"
      function anonymous34 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_124 = obj["key_id"]
      if (value_key_id_124 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_124 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_124 === "string" ||
            value_key_id_124 === null ||
            value_key_id_124 instanceof Date ||
            value_key_id_124 instanceof RegExp ||
            (
              typeof value_key_id_124 === "object" &&
              typeof value_key_id_124.toString === "function" &&
              value_key_id_124.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_124 !== 'string') {
          if (value_key_id_124 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_124 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_124.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_124 instanceof RegExp) {
            json += asString(value_key_id_124.source)
          } else {
            json += asString(value_key_id_124.toString())
          }
        } else {
          json += asString(value_key_id_124)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_26#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_125 = obj["key_name"]
      if (value_key_name_125 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_125 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_125 === "string" ||
            value_key_name_125 === null ||
            value_key_name_125 instanceof Date ||
            value_key_name_125 instanceof RegExp ||
            (
              typeof value_key_name_125 === "object" &&
              typeof value_key_name_125.toString === "function" &&
              value_key_name_125.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_125 !== 'string') {
          if (value_key_name_125 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_125 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_125.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_125 instanceof RegExp) {
            json += asString(value_key_name_125.source)
          } else {
            json += asString(value_key_name_125.toString())
          }
        } else {
          json += asString(value_key_name_125)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_26#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_126 = obj["user"]
      if (value_user_126 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_126 !== 'string') {
          if (value_user_126 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_126 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_126.toISOString() + JSON_STR_QUOTE
          } else if (value_user_126 instanceof RegExp) {
            json += asString(value_user_126.source)
          } else {
            json += asString(value_user_126.toString())
          }
        } else {
          json += asString(value_user_126)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_127 = obj["role"]
      if (value_role_127 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_127 !== 'string') {
          if (value_role_127 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_127 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_127.toISOString() + JSON_STR_QUOTE
          } else if (value_role_127 instanceof RegExp) {
            json += asString(value_role_127.source)
          } else {
            json += asString(value_role_127.toString())
          }
        } else {
          json += asString(value_role_127)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_128 = obj["at"]
      if (value_at_128 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_128)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/metrics/items/properties/last_change"
      function anonymous33 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_119 = obj["origin"]
      if (value_origin_119 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_119 !== 'string') {
          if (value_origin_119 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_119 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_119.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_119 instanceof RegExp) {
            json += asString(value_origin_119.source)
          } else {
            json += asString(value_origin_119.toString())
          }
        } else {
          json += asString(value_origin_119)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_120 = obj["revision_id"]
      if (value_revision_id_120 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_120 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_120 === "string" ||
            value_revision_id_120 === null ||
            value_revision_id_120 instanceof Date ||
            value_revision_id_120 instanceof RegExp ||
            (
              typeof value_revision_id_120 === "object" &&
              typeof value_revision_id_120.toString === "function" &&
              value_revision_id_120.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_120 !== 'string') {
          if (value_revision_id_120 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_120 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_120.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_120 instanceof RegExp) {
            json += asString(value_revision_id_120.source)
          } else {
            json += asString(value_revision_id_120.toString())
          }
        } else {
          json += asString(value_revision_id_120)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_121 = obj["at"]
      if (value_at_121 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_121)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_122 = obj["by"]
      if (value_by_122 !== undefined) {
        json += ",\"by\":"
        
      if((validate_4 || (validate_4 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/metrics/items/properties/last_change/properties/by/oneOf/0")))(value_by_122)) {
        json += anonymous34(value_by_122)
      }
    
      else if((validate_5 || (validate_5 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/metrics/items/properties/last_change/properties/by/oneOf/1")))(value_by_122)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/metrics/items"
      function anonymous28 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_92 = obj["id"]
      if (value_id_92 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_92 !== 'string') {
          if (value_id_92 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_92 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_92.toISOString() + JSON_STR_QUOTE
          } else if (value_id_92 instanceof RegExp) {
            json += asString(value_id_92.source)
          } else {
            json += asString(value_id_92.toString())
          }
        } else {
          json += asString(value_id_92)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_name_93 = obj["name"]
      if (value_name_93 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_93 !== 'string') {
          if (value_name_93 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_93 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_93.toISOString() + JSON_STR_QUOTE
          } else if (value_name_93 instanceof RegExp) {
            json += asString(value_name_93.source)
          } else {
            json += asString(value_name_93.toString())
          }
        } else {
          json += asString(value_name_93)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_kind_94 = obj["kind"]
      if (value_kind_94 !== undefined) {
        json += ",\"kind\":"
        
        if (typeof value_kind_94 !== 'string') {
          if (value_kind_94 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_kind_94 instanceof Date) {
            json += JSON_STR_QUOTE + value_kind_94.toISOString() + JSON_STR_QUOTE
          } else if (value_kind_94 instanceof RegExp) {
            json += asString(value_kind_94.source)
          } else {
            json += asString(value_kind_94.toString())
          }
        } else {
          json += asString(value_kind_94)
        }
        
      } else {
        throw new Error('"kind" is required!')
      }
      
      const value_endpoint_95 = obj["endpoint"]
      if (value_endpoint_95 !== undefined) {
        json += ",\"endpoint\":"
        
        if (typeof value_endpoint_95 !== 'string') {
          if (value_endpoint_95 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_endpoint_95 instanceof Date) {
            json += JSON_STR_QUOTE + value_endpoint_95.toISOString() + JSON_STR_QUOTE
          } else if (value_endpoint_95 instanceof RegExp) {
            json += asString(value_endpoint_95.source)
          } else {
            json += asString(value_endpoint_95.toString())
          }
        } else {
          json += asString(value_endpoint_95)
        }
        
      } else {
        throw new Error('"endpoint" is required!')
      }
      
      const value_poll_interval_seconds_96 = obj["poll_interval_seconds"]
      if (value_poll_interval_seconds_96 !== undefined) {
        json += ",\"poll_interval_seconds\":"
        
          if (value_poll_interval_seconds_96 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Number.isInteger(value_poll_interval_seconds_96) || value_poll_interval_seconds_96 === null) {
            json += asInteger(value_poll_interval_seconds_96)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/poll_interval_seconds' does not match schema definition.")
  
      } else {
        throw new Error('"poll_interval_seconds" is required!')
      }
      
      const value_credential_id_97 = obj["credential_id"]
      if (value_credential_id_97 !== undefined) {
        json += ",\"credential_id\":"
        
          if (value_credential_id_97 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_credential_id_97 === "string" ||
            value_credential_id_97 === null ||
            value_credential_id_97 instanceof Date ||
            value_credential_id_97 instanceof RegExp ||
            (
              typeof value_credential_id_97 === "object" &&
              typeof value_credential_id_97.toString === "function" &&
              value_credential_id_97.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_credential_id_97 !== 'string') {
          if (value_credential_id_97 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_97 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_97.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_97 instanceof RegExp) {
            json += asString(value_credential_id_97.source)
          } else {
            json += asString(value_credential_id_97.toString())
          }
        } else {
          json += asString(value_credential_id_97)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/credential_id' does not match schema definition.")
  
      } else {
        throw new Error('"credential_id" is required!')
      }
      
      const value_config_98 = obj["config"]
      if (value_config_98 !== undefined) {
        json += ",\"config\":"
        json += anonymous29(value_config_98)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_status_103 = obj["status"]
      if (value_status_103 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_103 !== 'string') {
          if (value_status_103 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_103 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_103.toISOString() + JSON_STR_QUOTE
          } else if (value_status_103 instanceof RegExp) {
            json += asString(value_status_103.source)
          } else {
            json += asString(value_status_103.toString())
          }
        } else {
          json += asString(value_status_103)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_protect_104 = obj["protect"]
      if (value_protect_104 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_104)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_105 = obj["deleted_at"]
      if (value_deleted_at_105 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_105 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_105 === "string" ||
            value_deleted_at_105 === null ||
            value_deleted_at_105 instanceof Date ||
            value_deleted_at_105 instanceof RegExp ||
            (
              typeof value_deleted_at_105 === "object" &&
              typeof value_deleted_at_105.toString === "function" &&
              value_deleted_at_105.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_105)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/metrics/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_106 = obj["drift"]
      if (value_drift_106 !== undefined) {
        json += ",\"drift\":"
        json += anonymous30(value_drift_106)
      }

      const value_last_change_117 = obj["last_change"]
      if (value_last_change_117 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous33(value_last_change_117)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous27 (obj) {
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
        json += anonymous28(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous28(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous38 (obj) {
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
      function anonymous39 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_142 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_142 ? JSON_STR_COMMA : ((addComma_142 = true), JSON_STR_BEGIN_OBJECT)
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
  if (!addComma_142) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items/properties/config"
      function anonymous37 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_expression_137 = obj["expression"]
      if (value_expression_137 !== undefined) {
        json += "{\"expression\":"
        
        if (typeof value_expression_137 !== 'string') {
          if (value_expression_137 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_expression_137 instanceof Date) {
            json += JSON_STR_QUOTE + value_expression_137.toISOString() + JSON_STR_QUOTE
          } else if (value_expression_137 instanceof RegExp) {
            json += asString(value_expression_137.source)
          } else {
            json += asString(value_expression_137.toString())
          }
        } else {
          json += asString(value_expression_137)
        }
        
      } else {
        throw new Error('"expression" is required!')
      }
      
      const value_rollup_seconds_138 = obj["rollup_seconds"]
      if (value_rollup_seconds_138 !== undefined) {
        json += ",\"rollup_seconds\":"
        json += asInteger(value_rollup_seconds_138)
      }

      const value_window_seconds_139 = obj["window_seconds"]
      if (value_window_seconds_139 !== undefined) {
        json += ",\"window_seconds\":"
        json += asInteger(value_window_seconds_139)
      }

      const value_group_by_140 = obj["group_by"]
      if (value_group_by_140 !== undefined) {
        json += ",\"group_by\":"
        json += anonymous38(value_group_by_140)
      }

      const value_tags_141 = obj["tags"]
      if (value_tags_141 !== undefined) {
        json += ",\"tags\":"
        json += anonymous39(value_tags_141)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous41 (obj) {
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
      function anonymous42 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_151 = obj["key_id"]
      if (value_key_id_151 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_151 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_151 === "string" ||
            value_key_id_151 === null ||
            value_key_id_151 instanceof Date ||
            value_key_id_151 instanceof RegExp ||
            (
              typeof value_key_id_151 === "object" &&
              typeof value_key_id_151.toString === "function" &&
              value_key_id_151.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_151 !== 'string') {
          if (value_key_id_151 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_151 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_151.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_151 instanceof RegExp) {
            json += asString(value_key_id_151.source)
          } else {
            json += asString(value_key_id_151.toString())
          }
        } else {
          json += asString(value_key_id_151)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_152 = obj["key_name"]
      if (value_key_name_152 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_152 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_152 === "string" ||
            value_key_name_152 === null ||
            value_key_name_152 instanceof Date ||
            value_key_name_152 instanceof RegExp ||
            (
              typeof value_key_name_152 === "object" &&
              typeof value_key_name_152.toString === "function" &&
              value_key_name_152.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_152 !== 'string') {
          if (value_key_name_152 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_152 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_152.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_152 instanceof RegExp) {
            json += asString(value_key_name_152.source)
          } else {
            json += asString(value_key_name_152.toString())
          }
        } else {
          json += asString(value_key_name_152)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_153 = obj["user"]
      if (value_user_153 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_153 !== 'string') {
          if (value_user_153 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_153 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_153.toISOString() + JSON_STR_QUOTE
          } else if (value_user_153 instanceof RegExp) {
            json += asString(value_user_153.source)
          } else {
            json += asString(value_user_153.toString())
          }
        } else {
          json += asString(value_user_153)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_154 = obj["role"]
      if (value_role_154 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_154 !== 'string') {
          if (value_role_154 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_154 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_154.toISOString() + JSON_STR_QUOTE
          } else if (value_role_154 instanceof RegExp) {
            json += asString(value_role_154.source)
          } else {
            json += asString(value_role_154.toString())
          }
        } else {
          json += asString(value_role_154)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_155 = obj["at"]
      if (value_at_155 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_155)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items/properties/drift"
      function anonymous40 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_147 = obj["fields"]
      if (value_fields_147 !== undefined) {
        json += "{\"fields\":"
        json += anonymous41(value_fields_147)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_148 = obj["changed_at"]
      if (value_changed_at_148 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_148)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_149 = obj["by"]
      if (value_by_149 !== undefined) {
        json += ",\"by\":"
        json += anonymous42(value_by_149)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_28#"
      function anonymous44 (input) {
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
        
    else throw new TypeError("The value of '__fjs_merged_28#/properties/key_id' does not match schema definition.")
  
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
        
    else throw new TypeError("The value of '__fjs_merged_28#/properties/key_name' does not match schema definition.")
  
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
    

      // "#/properties/data/properties/queries/items/properties/last_change"
      function anonymous43 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_158 = obj["origin"]
      if (value_origin_158 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_158 !== 'string') {
          if (value_origin_158 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_158 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_158.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_158 instanceof RegExp) {
            json += asString(value_origin_158.source)
          } else {
            json += asString(value_origin_158.toString())
          }
        } else {
          json += asString(value_origin_158)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_159 = obj["revision_id"]
      if (value_revision_id_159 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_159 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_159 === "string" ||
            value_revision_id_159 === null ||
            value_revision_id_159 instanceof Date ||
            value_revision_id_159 instanceof RegExp ||
            (
              typeof value_revision_id_159 === "object" &&
              typeof value_revision_id_159.toString === "function" &&
              value_revision_id_159.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_159 !== 'string') {
          if (value_revision_id_159 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_159 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_159.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_159 instanceof RegExp) {
            json += asString(value_revision_id_159.source)
          } else {
            json += asString(value_revision_id_159.toString())
          }
        } else {
          json += asString(value_revision_id_159)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_160 = obj["at"]
      if (value_at_160 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_160)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_161 = obj["by"]
      if (value_by_161 !== undefined) {
        json += ",\"by\":"
        
      if((validate_6 || (validate_6 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/queries/items/properties/last_change/properties/by/oneOf/0")))(value_by_161)) {
        json += anonymous44(value_by_161)
      }
    
      else if((validate_7 || (validate_7 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/queries/items/properties/last_change/properties/by/oneOf/1")))(value_by_161)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/queries/items"
      function anonymous36 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_131 = obj["id"]
      if (value_id_131 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_131 !== 'string') {
          if (value_id_131 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_131 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_131.toISOString() + JSON_STR_QUOTE
          } else if (value_id_131 instanceof RegExp) {
            json += asString(value_id_131.source)
          } else {
            json += asString(value_id_131.toString())
          }
        } else {
          json += asString(value_id_131)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_metrics_132 = obj["metrics"]
      if (value_metrics_132 !== undefined) {
        json += ",\"metrics\":"
        
        if (typeof value_metrics_132 !== 'string') {
          if (value_metrics_132 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_metrics_132 instanceof Date) {
            json += JSON_STR_QUOTE + value_metrics_132.toISOString() + JSON_STR_QUOTE
          } else if (value_metrics_132 instanceof RegExp) {
            json += asString(value_metrics_132.source)
          } else {
            json += asString(value_metrics_132.toString())
          }
        } else {
          json += asString(value_metrics_132)
        }
        
      } else {
        throw new Error('"metrics" is required!')
      }
      
      const value_name_133 = obj["name"]
      if (value_name_133 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_133 !== 'string') {
          if (value_name_133 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_133 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_133.toISOString() + JSON_STR_QUOTE
          } else if (value_name_133 instanceof RegExp) {
            json += asString(value_name_133.source)
          } else {
            json += asString(value_name_133.toString())
          }
        } else {
          json += asString(value_name_133)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_status_134 = obj["status"]
      if (value_status_134 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_134 !== 'string') {
          if (value_status_134 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_134 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_134.toISOString() + JSON_STR_QUOTE
          } else if (value_status_134 instanceof RegExp) {
            json += asString(value_status_134.source)
          } else {
            json += asString(value_status_134.toString())
          }
        } else {
          json += asString(value_status_134)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_config_135 = obj["config"]
      if (value_config_135 !== undefined) {
        json += ",\"config\":"
        json += anonymous37(value_config_135)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_protect_143 = obj["protect"]
      if (value_protect_143 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_143)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_144 = obj["deleted_at"]
      if (value_deleted_at_144 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_144 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_144 === "string" ||
            value_deleted_at_144 === null ||
            value_deleted_at_144 instanceof Date ||
            value_deleted_at_144 instanceof RegExp ||
            (
              typeof value_deleted_at_144 === "object" &&
              typeof value_deleted_at_144.toString === "function" &&
              value_deleted_at_144.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_144)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/queries/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_145 = obj["drift"]
      if (value_drift_145 !== undefined) {
        json += ",\"drift\":"
        json += anonymous40(value_drift_145)
      }

      const value_last_change_156 = obj["last_change"]
      if (value_last_change_156 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous43(value_last_change_156)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous35 (obj) {
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
        json += anonymous36(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous36(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/sources/items/properties/config"
      function anonymous47 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_queue_url_175 = obj["queue_url"]
      if (value_queue_url_175 !== undefined) {
        json += "{\"queue_url\":"
        
        if (typeof value_queue_url_175 !== 'string') {
          if (value_queue_url_175 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_queue_url_175 instanceof Date) {
            json += JSON_STR_QUOTE + value_queue_url_175.toISOString() + JSON_STR_QUOTE
          } else if (value_queue_url_175 instanceof RegExp) {
            json += asString(value_queue_url_175.source)
          } else {
            json += asString(value_queue_url_175.toString())
          }
        } else {
          json += asString(value_queue_url_175)
        }
        
      } else {
        throw new Error('"queue_url" is required!')
      }
      
      const value_region_176 = obj["region"]
      if (value_region_176 !== undefined) {
        json += ",\"region\":"
        
        if (typeof value_region_176 !== 'string') {
          if (value_region_176 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_region_176 instanceof Date) {
            json += JSON_STR_QUOTE + value_region_176.toISOString() + JSON_STR_QUOTE
          } else if (value_region_176 instanceof RegExp) {
            json += asString(value_region_176.source)
          } else {
            json += asString(value_region_176.toString())
          }
        } else {
          json += asString(value_region_176)
        }
        
      } else {
        throw new Error('"region" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items/properties/ingest"
      function anonymous48 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_variant_181 = obj["variant"]
      if (value_variant_181 !== undefined) {
        json += "{\"variant\":"
        
        if (typeof value_variant_181 !== 'string') {
          if (value_variant_181 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_181 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_181.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_181 instanceof RegExp) {
            json += asString(value_variant_181.source)
          } else {
            json += asString(value_variant_181.toString())
          }
        } else {
          json += asString(value_variant_181)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_version_182 = obj["version"]
      if (value_version_182 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_182)
      } else {
        throw new Error('"version" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous50 (obj) {
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
      function anonymous51 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_191 = obj["key_id"]
      if (value_key_id_191 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_191 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_191 === "string" ||
            value_key_id_191 === null ||
            value_key_id_191 instanceof Date ||
            value_key_id_191 instanceof RegExp ||
            (
              typeof value_key_id_191 === "object" &&
              typeof value_key_id_191.toString === "function" &&
              value_key_id_191.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_191 !== 'string') {
          if (value_key_id_191 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_191 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_191.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_191 instanceof RegExp) {
            json += asString(value_key_id_191.source)
          } else {
            json += asString(value_key_id_191.toString())
          }
        } else {
          json += asString(value_key_id_191)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_192 = obj["key_name"]
      if (value_key_name_192 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_192 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_192 === "string" ||
            value_key_name_192 === null ||
            value_key_name_192 instanceof Date ||
            value_key_name_192 instanceof RegExp ||
            (
              typeof value_key_name_192 === "object" &&
              typeof value_key_name_192.toString === "function" &&
              value_key_name_192.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_192 !== 'string') {
          if (value_key_name_192 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_192 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_192.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_192 instanceof RegExp) {
            json += asString(value_key_name_192.source)
          } else {
            json += asString(value_key_name_192.toString())
          }
        } else {
          json += asString(value_key_name_192)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_193 = obj["user"]
      if (value_user_193 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_193 !== 'string') {
          if (value_user_193 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_193 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_193.toISOString() + JSON_STR_QUOTE
          } else if (value_user_193 instanceof RegExp) {
            json += asString(value_user_193.source)
          } else {
            json += asString(value_user_193.toString())
          }
        } else {
          json += asString(value_user_193)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_194 = obj["role"]
      if (value_role_194 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_194 !== 'string') {
          if (value_role_194 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_194 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_194.toISOString() + JSON_STR_QUOTE
          } else if (value_role_194 instanceof RegExp) {
            json += asString(value_role_194.source)
          } else {
            json += asString(value_role_194.toString())
          }
        } else {
          json += asString(value_role_194)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_195 = obj["at"]
      if (value_at_195 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_195)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items/properties/drift"
      function anonymous49 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_187 = obj["fields"]
      if (value_fields_187 !== undefined) {
        json += "{\"fields\":"
        json += anonymous50(value_fields_187)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_188 = obj["changed_at"]
      if (value_changed_at_188 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_188)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_189 = obj["by"]
      if (value_by_189 !== undefined) {
        json += ",\"by\":"
        json += anonymous51(value_by_189)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_30#"
      function anonymous53 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_203 = obj["key_id"]
      if (value_key_id_203 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_203 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_203 === "string" ||
            value_key_id_203 === null ||
            value_key_id_203 instanceof Date ||
            value_key_id_203 instanceof RegExp ||
            (
              typeof value_key_id_203 === "object" &&
              typeof value_key_id_203.toString === "function" &&
              value_key_id_203.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_203 !== 'string') {
          if (value_key_id_203 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_203 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_203.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_203 instanceof RegExp) {
            json += asString(value_key_id_203.source)
          } else {
            json += asString(value_key_id_203.toString())
          }
        } else {
          json += asString(value_key_id_203)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_30#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_204 = obj["key_name"]
      if (value_key_name_204 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_204 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_204 === "string" ||
            value_key_name_204 === null ||
            value_key_name_204 instanceof Date ||
            value_key_name_204 instanceof RegExp ||
            (
              typeof value_key_name_204 === "object" &&
              typeof value_key_name_204.toString === "function" &&
              value_key_name_204.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_204 !== 'string') {
          if (value_key_name_204 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_204 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_204.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_204 instanceof RegExp) {
            json += asString(value_key_name_204.source)
          } else {
            json += asString(value_key_name_204.toString())
          }
        } else {
          json += asString(value_key_name_204)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_30#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_205 = obj["user"]
      if (value_user_205 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_205 !== 'string') {
          if (value_user_205 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_205 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_205.toISOString() + JSON_STR_QUOTE
          } else if (value_user_205 instanceof RegExp) {
            json += asString(value_user_205.source)
          } else {
            json += asString(value_user_205.toString())
          }
        } else {
          json += asString(value_user_205)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_206 = obj["role"]
      if (value_role_206 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_206 !== 'string') {
          if (value_role_206 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_206 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_206.toISOString() + JSON_STR_QUOTE
          } else if (value_role_206 instanceof RegExp) {
            json += asString(value_role_206.source)
          } else {
            json += asString(value_role_206.toString())
          }
        } else {
          json += asString(value_role_206)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_207 = obj["at"]
      if (value_at_207 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_207)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items/properties/last_change"
      function anonymous52 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_origin_198 = obj["origin"]
      if (value_origin_198 !== undefined) {
        json += "{\"origin\":"
        
        if (typeof value_origin_198 !== 'string') {
          if (value_origin_198 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_origin_198 instanceof Date) {
            json += JSON_STR_QUOTE + value_origin_198.toISOString() + JSON_STR_QUOTE
          } else if (value_origin_198 instanceof RegExp) {
            json += asString(value_origin_198.source)
          } else {
            json += asString(value_origin_198.toString())
          }
        } else {
          json += asString(value_origin_198)
        }
        
      } else {
        throw new Error('"origin" is required!')
      }
      
      const value_revision_id_199 = obj["revision_id"]
      if (value_revision_id_199 !== undefined) {
        json += ",\"revision_id\":"
        
          if (value_revision_id_199 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_revision_id_199 === "string" ||
            value_revision_id_199 === null ||
            value_revision_id_199 instanceof Date ||
            value_revision_id_199 instanceof RegExp ||
            (
              typeof value_revision_id_199 === "object" &&
              typeof value_revision_id_199.toString === "function" &&
              value_revision_id_199.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_revision_id_199 !== 'string') {
          if (value_revision_id_199 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_revision_id_199 instanceof Date) {
            json += JSON_STR_QUOTE + value_revision_id_199.toISOString() + JSON_STR_QUOTE
          } else if (value_revision_id_199 instanceof RegExp) {
            json += asString(value_revision_id_199.source)
          } else {
            json += asString(value_revision_id_199.toString())
          }
        } else {
          json += asString(value_revision_id_199)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/last_change/properties/revision_id' does not match schema definition.")
  
      } else {
        throw new Error('"revision_id" is required!')
      }
      
      const value_at_200 = obj["at"]
      if (value_at_200 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_200)
      } else {
        throw new Error('"at" is required!')
      }
      
      const value_by_201 = obj["by"]
      if (value_by_201 !== undefined) {
        json += ",\"by\":"
        
      if((validate_8 || (validate_8 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/sources/items/properties/last_change/properties/by/oneOf/0")))(value_by_201)) {
        json += anonymous53(value_by_201)
      }
    
      else if((validate_9 || (validate_9 = validator.getSchemaValidator("__fjs_root_21#/properties/data/properties/sources/items/properties/last_change/properties/by/oneOf/1")))(value_by_201)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/last_change/properties/by' does not match schema definition.")
  
      } else {
        throw new Error('"by" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/sources/items"
      function anonymous46 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_170 = obj["id"]
      if (value_id_170 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_170 !== 'string') {
          if (value_id_170 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_170 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_170.toISOString() + JSON_STR_QUOTE
          } else if (value_id_170 instanceof RegExp) {
            json += asString(value_id_170.source)
          } else {
            json += asString(value_id_170.toString())
          }
        } else {
          json += asString(value_id_170)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_name_171 = obj["name"]
      if (value_name_171 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_171 !== 'string') {
          if (value_name_171 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_171 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_171.toISOString() + JSON_STR_QUOTE
          } else if (value_name_171 instanceof RegExp) {
            json += asString(value_name_171.source)
          } else {
            json += asString(value_name_171.toString())
          }
        } else {
          json += asString(value_name_171)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_type_172 = obj["type"]
      if (value_type_172 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_172 !== 'string') {
          if (value_type_172 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_172 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_172.toISOString() + JSON_STR_QUOTE
          } else if (value_type_172 instanceof RegExp) {
            json += asString(value_type_172.source)
          } else {
            json += asString(value_type_172.toString())
          }
        } else {
          json += asString(value_type_172)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_config_173 = obj["config"]
      if (value_config_173 !== undefined) {
        json += ",\"config\":"
        json += anonymous47(value_config_173)
      } else {
        throw new Error('"config" is required!')
      }
      
      const value_credential_id_177 = obj["credential_id"]
      if (value_credential_id_177 !== undefined) {
        json += ",\"credential_id\":"
        
          if (value_credential_id_177 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_credential_id_177 === "string" ||
            value_credential_id_177 === null ||
            value_credential_id_177 instanceof Date ||
            value_credential_id_177 instanceof RegExp ||
            (
              typeof value_credential_id_177 === "object" &&
              typeof value_credential_id_177.toString === "function" &&
              value_credential_id_177.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_credential_id_177 !== 'string') {
          if (value_credential_id_177 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_credential_id_177 instanceof Date) {
            json += JSON_STR_QUOTE + value_credential_id_177.toISOString() + JSON_STR_QUOTE
          } else if (value_credential_id_177 instanceof RegExp) {
            json += asString(value_credential_id_177.source)
          } else {
            json += asString(value_credential_id_177.toString())
          }
        } else {
          json += asString(value_credential_id_177)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/credential_id' does not match schema definition.")
  
      } else {
        throw new Error('"credential_id" is required!')
      }
      
      const value_status_178 = obj["status"]
      if (value_status_178 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_178 !== 'string') {
          if (value_status_178 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_178 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_178.toISOString() + JSON_STR_QUOTE
          } else if (value_status_178 instanceof RegExp) {
            json += asString(value_status_178.source)
          } else {
            json += asString(value_status_178.toString())
          }
        } else {
          json += asString(value_status_178)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_ingest_179 = obj["ingest"]
      if (value_ingest_179 !== undefined) {
        json += ",\"ingest\":"
        json += anonymous48(value_ingest_179)
      } else {
        throw new Error('"ingest" is required!')
      }
      
      const value_protect_183 = obj["protect"]
      if (value_protect_183 !== undefined) {
        json += ",\"protect\":"
        json += asBoolean(value_protect_183)
      } else {
        throw new Error('"protect" is required!')
      }
      
      const value_deleted_at_184 = obj["deleted_at"]
      if (value_deleted_at_184 !== undefined) {
        json += ",\"deleted_at\":"
        
          if (value_deleted_at_184 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_deleted_at_184 === "string" ||
            value_deleted_at_184 === null ||
            value_deleted_at_184 instanceof Date ||
            value_deleted_at_184 instanceof RegExp ||
            (
              typeof value_deleted_at_184 === "object" &&
              typeof value_deleted_at_184.toString === "function" &&
              value_deleted_at_184.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_deleted_at_184)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/sources/items/properties/deleted_at' does not match schema definition.")
  
      } else {
        throw new Error('"deleted_at" is required!')
      }
      
      const value_drift_185 = obj["drift"]
      if (value_drift_185 !== undefined) {
        json += ",\"drift\":"
        json += anonymous49(value_drift_185)
      }

      const value_last_change_196 = obj["last_change"]
      if (value_last_change_196 !== undefined) {
        json += ",\"last_change\":"
        json += anonymous52(value_last_change_196)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous45 (obj) {
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
        json += anonymous46(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous46(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/credentials/items"
      function anonymous55 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_210 = obj["id"]
      if (value_id_210 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_210 !== 'string') {
          if (value_id_210 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_210 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_210.toISOString() + JSON_STR_QUOTE
          } else if (value_id_210 instanceof RegExp) {
            json += asString(value_id_210.source)
          } else {
            json += asString(value_id_210.toString())
          }
        } else {
          json += asString(value_id_210)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_label_211 = obj["label"]
      if (value_label_211 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_211 !== 'string') {
          if (value_label_211 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_211 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_211.toISOString() + JSON_STR_QUOTE
          } else if (value_label_211 instanceof RegExp) {
            json += asString(value_label_211.source)
          } else {
            json += asString(value_label_211.toString())
          }
        } else {
          json += asString(value_label_211)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous54 (obj) {
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
        json += anonymous55(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous55(value)
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
      
      const value_destinations_45 = obj["destinations"]
      if (value_destinations_45 !== undefined) {
        json += ",\"destinations\":"
        json += anonymous15(value_destinations_45)
      } else {
        throw new Error('"destinations" is required!')
      }
      
      const value_metrics_90 = obj["metrics"]
      if (value_metrics_90 !== undefined) {
        json += ",\"metrics\":"
        json += anonymous27(value_metrics_90)
      } else {
        throw new Error('"metrics" is required!')
      }
      
      const value_queries_129 = obj["queries"]
      if (value_queries_129 !== undefined) {
        json += ",\"queries\":"
        json += anonymous35(value_queries_129)
      } else {
        throw new Error('"queries" is required!')
      }
      
      const value_sources_168 = obj["sources"]
      if (value_sources_168 !== undefined) {
        json += ",\"sources\":"
        json += anonymous45(value_sources_168)
      } else {
        throw new Error('"sources" is required!')
      }
      
      const value_credentials_208 = obj["credentials"]
      if (value_credentials_208 !== undefined) {
        json += ",\"credentials\":"
        json += anonymous54(value_credentials_208)
      } else {
        throw new Error('"credentials" is required!')
      }
      
      const value_lineage_212 = obj["lineage"]
      if (value_lineage_212 !== undefined) {
        json += ",\"lineage\":"
        
        if (typeof value_lineage_212 !== 'string') {
          if (value_lineage_212 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_lineage_212 instanceof Date) {
            json += JSON_STR_QUOTE + value_lineage_212.toISOString() + JSON_STR_QUOTE
          } else if (value_lineage_212 instanceof RegExp) {
            json += asString(value_lineage_212.source)
          } else {
            json += asString(value_lineage_212.toString())
          }
        } else {
          json += asString(value_lineage_212)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous57 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_215 = obj["code"]
      if (value_code_215 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_215 !== 'string') {
          if (value_code_215 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_215 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_215.toISOString() + JSON_STR_QUOTE
          } else if (value_code_215 instanceof RegExp) {
            json += asString(value_code_215.source)
          } else {
            json += asString(value_code_215.toString())
          }
        } else {
          json += asString(value_code_215)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_216 = obj["message"]
      if (value_message_216 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_216 !== 'string') {
          if (value_message_216 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_216 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_216.toISOString() + JSON_STR_QUOTE
          } else if (value_message_216 instanceof RegExp) {
            json += asString(value_message_216.source)
          } else {
            json += asString(value_message_216.toString())
          }
        } else {
          json += asString(value_message_216)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_217 = obj["pointer"]
      if (value_pointer_217 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_217 !== 'string') {
          if (value_pointer_217 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_217 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_217.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_217 instanceof RegExp) {
            json += asString(value_pointer_217.source)
          } else {
            json += asString(value_pointer_217.toString())
          }
        } else {
          json += asString(value_pointer_217)
        }
        
      }

      const value_hint_218 = obj["hint"]
      if (value_hint_218 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_218 !== 'string') {
          if (value_hint_218 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_218 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_218.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_218 instanceof RegExp) {
            json += asString(value_hint_218.source)
          } else {
            json += asString(value_hint_218.toString())
          }
        } else {
          json += asString(value_hint_218)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous56 (obj) {
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
        json += anonymous57(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous57(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous59 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_221 = obj["code"]
      if (value_code_221 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_221 !== 'string') {
          if (value_code_221 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_221 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_221.toISOString() + JSON_STR_QUOTE
          } else if (value_code_221 instanceof RegExp) {
            json += asString(value_code_221.source)
          } else {
            json += asString(value_code_221.toString())
          }
        } else {
          json += asString(value_code_221)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_222 = obj["message"]
      if (value_message_222 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_222 !== 'string') {
          if (value_message_222 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_222 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_222.toISOString() + JSON_STR_QUOTE
          } else if (value_message_222 instanceof RegExp) {
            json += asString(value_message_222.source)
          } else {
            json += asString(value_message_222.toString())
          }
        } else {
          json += asString(value_message_222)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous58 (obj) {
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
        json += anonymous59(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous59(value)
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
      
      const value_errors_213 = obj["errors"]
      if (value_errors_213 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_213 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_213)) {
            json += anonymous56(value_errors_213)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_219 = obj["warnings"]
      if (value_warnings_219 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous58(value_warnings_219)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)