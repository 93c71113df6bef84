
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const Validator = require('fast-json-stringify/lib/validator')
const validatorState = {"ajvOptions":{},"ajvSchemas":{"__fjs_root_50":{"type":"object","required":["data"],"properties":{"data":{"type":"object","description":"Endpoint 6's config revision, plus what makes it a whole plan (serial, summary, diagnostics) and what binds it (lineage, digest).","required":["id","org_id","preview_steps","status","updated_at","serial","summary","diagnostics","digest","overrides"],"properties":{"id":{"type":["string","object"],"fjs_type":"string"},"org_id":{"type":["string","object"],"fjs_type":"string"},"preview_steps":{"type":"array","items":{"type":"object","required":["kind","op"],"properties":{"kind":{"type":["string","object"],"enum":["action","destination","metrics","query","source"],"fjs_type":"string"},"op":{"type":["string","object"],"enum":["create","update","delete"],"fjs_type":"string"},"name":{"type":["string","object"],"fjs_type":"string"},"variant":{"type":["string","object"],"fjs_type":"string"},"final_version":{"type":"integer"},"id":{"type":["string","object"],"fjs_type":"string"},"current_version":{"type":"integer"},"destination":{"type":"object","required":["by","value"],"properties":{"by":{"type":["string","object"],"enum":["default_sink","label"],"fjs_type":"string"},"value":{"type":["string","object"],"fjs_type":"string"}}},"create":{"type":"object","required":["schema","variant","version","alias"],"properties":{"schema":{"description":"Any JSON value."},"variant":{"type":["string","object"],"fjs_type":"string"},"version":{"type":"integer"},"alias":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}}}},"update":{"type":"object","required":["version","alias","schema"],"properties":{"version":{"type":"integer"},"alias":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"schema":{"description":"Any JSON value."}}},"patch":{"type":"array","items":{"type":"object","required":["op","path"],"properties":{"op":{"type":["string","object"],"enum":["add","remove","replace","move","copy","test"],"fjs_type":"string"},"path":{"type":["string","object"],"fjs_type":"string"},"value":{"description":"Any JSON value."},"from":{"type":["string","object"],"fjs_type":"string"}}}},"before":{"type":"object","additionalProperties":true},"after":{"type":"object","additionalProperties":true},"compatibility":{"type":["string","object"],"enum":["compatible","breaking","backward"],"description":"Whether the new schema keeps the action's mode; `backward` is how revisions planned before modes said compatible.","fjs_type":"string"},"mode":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"},"checked_versions":{"type":"array","items":{"type":"integer"}},"failed_versions":{"type":"array","items":{"type":"integer"}},"reasons":{"type":"array","items":{"type":"object","required":["pointer","rule","message"],"properties":{"pointer":{"type":["string","object"],"fjs_type":"string"},"rule":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"},"direction":{"type":["string","object"],"enum":["backward","forward"],"fjs_type":"string"},"verdict":{"type":["string","object"],"enum":["breaking","unproven"],"fjs_type":"string"},"keyword":{"type":["string","object"],"description":"For unproven reasons: the keyword that could not be proven.","fjs_type":"string"},"witness":{"description":"Any JSON value."},"version":{"type":"integer","description":"The stored version the new schema was compared with."},"fixes":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}}}}},"equals_version":{"type":"integer"},"weakened_mode":{"type":"object","required":["from","to"],"description":"The update weakens the action's compatibility mode; apply refuses it unless allow_breaking_variants names the action.","properties":{"from":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"},"to":{"type":["string","object"],"enum":["backward","backward_transitive","forward","forward_transitive","full","full_transitive","none"],"description":"How an action's schema may evolve (default backward); `_transitive` checks every stored earlier version.","fjs_type":"string"}}},"renamed_from":{"type":["string","object"],"fjs_type":"string"},"drift":{"type":"object","description":"Present when the object's last change was a direct API write (e.g. PATCH of a destination), not an applied revision: the fields those writes changed since the last applied revision (JSON pointers, sorted), when the last of them happened and who made it. A plan step that updates or deletes the object carries it, because applying reverts that change.","required":["fields","changed_at"],"properties":{"fields":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"}},"changed_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"by":{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}}}},"credential":{"type":"object","description":"Explains only, the credential's label before and after the step (for credential_id).","properties":{"before":{"type":["string","object"],"fjs_type":"string"},"after":{"type":["string","object"],"fjs_type":"string"}}}}}},"status":{"type":["string","object"],"enum":["planned","applied","failed","stale"],"fjs_type":"string"},"error_message":{"type":["string","object"],"description":"Why applying failed; absent otherwise.","fjs_type":"string"},"updated_at":{"type":["string","object"],"format":"date-time","fjs_type":"string"},"applied_at":{"type":["string","object"],"format":"date-time","description":"Absent until applied.","fjs_type":"string"},"serial":{"type":"integer","description":"The state serial the revision was planned against."},"lineage":{"type":["string","object"],"format":"uuid","description":"The lineage id of the service's database, made once when the database was created (a copy keeps it). A saved plan applies only to the lineage it was planned in.","fjs_type":"string"},"digest":{"type":["string","object"],"pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the canonical JSON (object keys sorted) of the revision's unmasked steps, computed when the revision was stored. GET of one revision computes it from the steps as stored now, so a revision changed after planning shows a different digest there. Pass it to apply to apply exactly the steps you reviewed.","fjs_type":"string"},"summary":{"type":"object","required":["create","update","delete","unchanged","breaking"],"properties":{"create":{"type":"integer"},"update":{"type":"integer"},"delete":{"type":"integer"},"unchanged":{"type":"integer"},"breaking":{"type":"integer"}}},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","code","message","pointer"],"properties":{"severity":{"type":["string","object"],"enum":["error","warning","info"],"fjs_type":"string"},"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"},"pointer":{"type":["string","object"],"fjs_type":"string"}}}},"planned_by":{"description":"Who planned the revision; null when unknown (revisions stored before this was recorded).","oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"applied_by":{"description":"Who applied the revision; null until it is applied, and when unknown.","oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"message":{"type":["string","null","object"],"description":"Why the change was made, as the planner said; null for none.","fjs_type":"string"},"overrides":{"type":"array","description":"The overridable policies the apply overrode, each with the reason given (who overrode them is applied_by); empty until applied, and for applies without an override.","items":{"type":"object","additionalProperties":false,"required":["policy","reason"],"properties":{"policy":{"type":["string","object"],"minLength":1,"maxLength":200,"description":"The name of an overridable policy.","fjs_type":"string"},"reason":{"type":["string","object"],"minLength":1,"maxLength":2000,"description":"Why the apply goes ahead despite it.","fjs_type":"string"}}}},"policy":{"type":"object","description":"The org's policies evaluated over the plan by the service at plan-and-store: the set used, each violation and each evaluation error (both sorted by policy, then subject). Stored with the revision and part of its digest. Absent from plans made where no set was consulted.","required":["set","results","errors"],"properties":{"set":{"type":"object","required":["version","digest"],"properties":{"version":{"type":"integer","minimum":0,"description":"The org's policy set version; 0 is the empty set of an org that never pushed one."},"digest":{"type":["string","object"],"pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the canonical JSON of the set's files (paths and texts) sorted by path.","fjs_type":"string"}}},"results":{"type":"array","items":{"type":"object","required":["policy","enforcement","scope","subject","message"],"properties":{"policy":{"type":["string","object"],"fjs_type":"string"},"enforcement":{"type":["string","object"],"enum":["advisory","mandatory","overridable"],"description":"advisory: shown; mandatory: apply refuses; overridable: apply refuses unless an override names the policy and gives a reason.","fjs_type":"string"},"scope":{"type":["string","object"],"enum":["step","object","plan"],"description":"What a policy looks at; each step of the plan, each object of the state after it, or the plan once.","fjs_type":"string"},"subject":{"type":["string","object"],"description":"`kind/name`, or `plan`.","fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}},"errors":{"type":"array","description":"Policies that could not be evaluated on a subject; never a pass.","items":{"type":"object","required":["policy","enforcement","subject","code","message"],"properties":{"policy":{"type":["string","object"],"fjs_type":"string"},"enforcement":{"type":["string","object"],"enum":["advisory","mandatory","overridable"],"description":"advisory: shown; mandatory: apply refuses; overridable: apply refuses unless an override names the policy and gives a reason.","fjs_type":"string"},"subject":{"type":["string","object"],"fjs_type":"string"},"code":{"type":["string","object"],"enum":["policy_eval_error","policy_budget_exceeded"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}},"partial":{"type":"boolean","enum":[true],"description":"Present on a plan made with `targets`: its summary counts only the targeted objects and their dependencies."},"targets":{"type":"array","items":{"type":["string","object"],"fjs_type":"string"},"description":"The targets of a partial plan as `kind/name`, sorted."}}},"errors":{"type":["array","null"],"items":{"type":"object","description":"The fixed endpoints' `{code, message}`, with an optional `pointer`: clients place a problem by the pointer and show the message as it is, without parsing either.","required":["code","message"],"properties":{"code":{"type":["string","object"],"description":"The catalog code (invalid_request, not_found, conflict, ...), or for a definition that cannot be planned the diagnostic code of this problem.","fjs_type":"string"},"message":{"type":["string","object"],"description":"What is wrong and what to do next.","fjs_type":"string"},"pointer":{"type":["string","object"],"description":"RFC 6901 JSON pointer of the offending value in the request body (`\"\"` is the whole body); absent when the problem is not at one place in the body.","fjs_type":"string"},"hint":{"type":["string","object"],"description":"What to do next, when the message alone does not say it (for an `unknown_target` entry, the nearest names).","fjs_type":"string"}}}},"warnings":{"type":"array","items":{"type":"object","required":["code","message"],"properties":{"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}}}}
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
  
    
      // "#/properties/data/properties/preview_steps/items/properties/destination"
      function anonymous4 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_by_16 = obj["by"]
      if (value_by_16 !== undefined) {
        json += "{\"by\":"
        
        if (typeof value_by_16 !== 'string') {
          if (value_by_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_by_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_by_16.toISOString() + JSON_STR_QUOTE
          } else if (value_by_16 instanceof RegExp) {
            json += asString(value_by_16.source)
          } else {
            json += asString(value_by_16.toString())
          }
        } else {
          json += asString(value_by_16)
        }
        
      } else {
        throw new Error('"by" is required!')
      }
      
      const value_value_17 = obj["value"]
      if (value_value_17 !== undefined) {
        json += ",\"value\":"
        
        if (typeof value_value_17 !== 'string') {
          if (value_value_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_value_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_value_17.toISOString() + JSON_STR_QUOTE
          } else if (value_value_17 instanceof RegExp) {
            json += asString(value_value_17.source)
          } else {
            json += asString(value_value_17.toString())
          }
        } else {
          json += asString(value_value_17)
        }
        
      } else {
        throw new Error('"value" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous6 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/create/properties/alias"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/create/properties/alias' does not match schema definition.")
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

      // "#/properties/data/properties/preview_steps/items/properties/create"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_schema_20 = obj["schema"]
      if (value_schema_20 !== undefined) {
        json += "{\"schema\":"
        json += JSON.stringify(value_schema_20)
      } else {
        throw new Error('"schema" is required!')
      }
      
      const value_variant_21 = obj["variant"]
      if (value_variant_21 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_21 !== 'string') {
          if (value_variant_21 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_21 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_21.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_21 instanceof RegExp) {
            json += asString(value_variant_21.source)
          } else {
            json += asString(value_variant_21.toString())
          }
        } else {
          json += asString(value_variant_21)
        }
        
      } else {
        throw new Error('"variant" is required!')
      }
      
      const value_version_22 = obj["version"]
      if (value_version_22 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_22)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_alias_23 = obj["alias"]
      if (value_alias_23 !== undefined) {
        json += ",\"alias\":"
        json += anonymous6(value_alias_23)
      } else {
        throw new Error('"alias" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous8 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/update/properties/alias"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/update/properties/alias' does not match schema definition.")
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

      // "#/properties/data/properties/preview_steps/items/properties/update"
      function anonymous7 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_26 = obj["version"]
      if (value_version_26 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_26)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_alias_27 = obj["alias"]
      if (value_alias_27 !== undefined) {
        json += ",\"alias\":"
        json += anonymous8(value_alias_27)
      } else {
        throw new Error('"alias" is required!')
      }
      
      const value_schema_28 = obj["schema"]
      if (value_schema_28 !== undefined) {
        json += ",\"schema\":"
        json += JSON.stringify(value_schema_28)
      } else {
        throw new Error('"schema" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/preview_steps/items/properties/patch/items"
      function anonymous10 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_op_31 = obj["op"]
      if (value_op_31 !== undefined) {
        json += "{\"op\":"
        
        if (typeof value_op_31 !== 'string') {
          if (value_op_31 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_op_31 instanceof Date) {
            json += JSON_STR_QUOTE + value_op_31.toISOString() + JSON_STR_QUOTE
          } else if (value_op_31 instanceof RegExp) {
            json += asString(value_op_31.source)
          } else {
            json += asString(value_op_31.toString())
          }
        } else {
          json += asString(value_op_31)
        }
        
      } else {
        throw new Error('"op" is required!')
      }
      
      const value_path_32 = obj["path"]
      if (value_path_32 !== undefined) {
        json += ",\"path\":"
        
        if (typeof value_path_32 !== 'string') {
          if (value_path_32 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_path_32 instanceof Date) {
            json += JSON_STR_QUOTE + value_path_32.toISOString() + JSON_STR_QUOTE
          } else if (value_path_32 instanceof RegExp) {
            json += asString(value_path_32.source)
          } else {
            json += asString(value_path_32.toString())
          }
        } else {
          json += asString(value_path_32)
        }
        
      } else {
        throw new Error('"path" is required!')
      }
      
      const value_value_33 = obj["value"]
      if (value_value_33 !== undefined) {
        json += ",\"value\":"
        json += JSON.stringify(value_value_33)
      }

      const value_from_34 = obj["from"]
      if (value_from_34 !== undefined) {
        json += ",\"from\":"
        
        if (typeof value_from_34 !== 'string') {
          if (value_from_34 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_from_34 instanceof Date) {
            json += JSON_STR_QUOTE + value_from_34.toISOString() + JSON_STR_QUOTE
          } else if (value_from_34 instanceof RegExp) {
            json += asString(value_from_34.source)
          } else {
            json += asString(value_from_34.toString())
          }
        } else {
          json += asString(value_from_34)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous9 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/patch"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/patch' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous10(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous10(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/preview_steps/items/properties/before"
      function anonymous11 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_36 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_36 ? JSON_STR_COMMA : ((addComma_36 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS + JSON.stringify(value)
      
    }
  if (!addComma_36) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/preview_steps/items/properties/after"
      function anonymous12 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_38 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_38 ? JSON_STR_COMMA : ((addComma_38 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS + JSON.stringify(value)
      
    }
  if (!addComma_38) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous13 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/checked_versions"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/checked_versions' does not match schema definition.")
    }
    const arrayLength = obj.length
  
        // Copying small arrays costs more than the existing loop.
        if (typeof arrayLength === 'number' && arrayLength >= 300000 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
          const copy = new Array(arrayLength)
          // V8's side-effect-free JSON.stringify fast path (V8 >= 13.8) requires
          // the standard Array.prototype; a null prototype halves its throughput.
          // Only detach the prototype when a toJSON hook would otherwise be called.
          if (Array.prototype.toJSON !== undefined) Object.setPrototypeOf(copy, null)
          for (let i = 0; i < arrayLength; i++) {
            const v = obj[i]
            if (!(Number.isInteger(v))) {
              // Serialize the captured prefix, then resume at the first miss.
              // Never reread getters or read ahead of an item's coercion.
              copy.length = i
              json = JSON.stringify(copy).slice(0, -1)
              if (i > 0) json += JSON_STR_COMMA
              json += asInteger(v)
              for (i++; i < arrayLength; i++) {
                json += JSON_STR_COMMA
                const v = obj[i]
                json += asInteger(v)
              }
              return json + JSON_STR_END_ARRAY
            }
            copy[i] = v
          }
          return JSON.stringify(copy)
        }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += asInteger(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += asInteger(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous14 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/failed_versions"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/failed_versions' does not match schema definition.")
    }
    const arrayLength = obj.length
  
        // Copying small arrays costs more than the existing loop.
        if (typeof arrayLength === 'number' && arrayLength >= 300000 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
          const copy = new Array(arrayLength)
          // V8's side-effect-free JSON.stringify fast path (V8 >= 13.8) requires
          // the standard Array.prototype; a null prototype halves its throughput.
          // Only detach the prototype when a toJSON hook would otherwise be called.
          if (Array.prototype.toJSON !== undefined) Object.setPrototypeOf(copy, null)
          for (let i = 0; i < arrayLength; i++) {
            const v = obj[i]
            if (!(Number.isInteger(v))) {
              // Serialize the captured prefix, then resume at the first miss.
              // Never reread getters or read ahead of an item's coercion.
              copy.length = i
              json = JSON.stringify(copy).slice(0, -1)
              if (i > 0) json += JSON_STR_COMMA
              json += asInteger(v)
              for (i++; i < arrayLength; i++) {
                json += JSON_STR_COMMA
                const v = obj[i]
                json += asInteger(v)
              }
              return json + JSON_STR_END_ARRAY
            }
            copy[i] = v
          }
          return JSON.stringify(copy)
        }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += asInteger(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += asInteger(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous17 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/reasons/items/properties/fixes"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/reasons/items/properties/fixes' does not match schema definition.")
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

      // "#/properties/data/properties/preview_steps/items/properties/reasons/items"
      function anonymous16 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_pointer_45 = obj["pointer"]
      if (value_pointer_45 !== undefined) {
        json += "{\"pointer\":"
        
        if (typeof value_pointer_45 !== 'string') {
          if (value_pointer_45 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_45 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_45.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_45 instanceof RegExp) {
            json += asString(value_pointer_45.source)
          } else {
            json += asString(value_pointer_45.toString())
          }
        } else {
          json += asString(value_pointer_45)
        }
        
      } else {
        throw new Error('"pointer" is required!')
      }
      
      const value_rule_46 = obj["rule"]
      if (value_rule_46 !== undefined) {
        json += ",\"rule\":"
        
        if (typeof value_rule_46 !== 'string') {
          if (value_rule_46 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_rule_46 instanceof Date) {
            json += JSON_STR_QUOTE + value_rule_46.toISOString() + JSON_STR_QUOTE
          } else if (value_rule_46 instanceof RegExp) {
            json += asString(value_rule_46.source)
          } else {
            json += asString(value_rule_46.toString())
          }
        } else {
          json += asString(value_rule_46)
        }
        
      } else {
        throw new Error('"rule" is required!')
      }
      
      const value_message_47 = obj["message"]
      if (value_message_47 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_47 !== 'string') {
          if (value_message_47 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_47 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_47.toISOString() + JSON_STR_QUOTE
          } else if (value_message_47 instanceof RegExp) {
            json += asString(value_message_47.source)
          } else {
            json += asString(value_message_47.toString())
          }
        } else {
          json += asString(value_message_47)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_direction_48 = obj["direction"]
      if (value_direction_48 !== undefined) {
        json += ",\"direction\":"
        
        if (typeof value_direction_48 !== 'string') {
          if (value_direction_48 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_direction_48 instanceof Date) {
            json += JSON_STR_QUOTE + value_direction_48.toISOString() + JSON_STR_QUOTE
          } else if (value_direction_48 instanceof RegExp) {
            json += asString(value_direction_48.source)
          } else {
            json += asString(value_direction_48.toString())
          }
        } else {
          json += asString(value_direction_48)
        }
        
      }

      const value_verdict_49 = obj["verdict"]
      if (value_verdict_49 !== undefined) {
        json += ",\"verdict\":"
        
        if (typeof value_verdict_49 !== 'string') {
          if (value_verdict_49 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_verdict_49 instanceof Date) {
            json += JSON_STR_QUOTE + value_verdict_49.toISOString() + JSON_STR_QUOTE
          } else if (value_verdict_49 instanceof RegExp) {
            json += asString(value_verdict_49.source)
          } else {
            json += asString(value_verdict_49.toString())
          }
        } else {
          json += asString(value_verdict_49)
        }
        
      }

      const value_keyword_50 = obj["keyword"]
      if (value_keyword_50 !== undefined) {
        json += ",\"keyword\":"
        
        if (typeof value_keyword_50 !== 'string') {
          if (value_keyword_50 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_keyword_50 instanceof Date) {
            json += JSON_STR_QUOTE + value_keyword_50.toISOString() + JSON_STR_QUOTE
          } else if (value_keyword_50 instanceof RegExp) {
            json += asString(value_keyword_50.source)
          } else {
            json += asString(value_keyword_50.toString())
          }
        } else {
          json += asString(value_keyword_50)
        }
        
      }

      const value_witness_51 = obj["witness"]
      if (value_witness_51 !== undefined) {
        json += ",\"witness\":"
        json += JSON.stringify(value_witness_51)
      }

      const value_version_52 = obj["version"]
      if (value_version_52 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_52)
      }

      const value_fixes_53 = obj["fixes"]
      if (value_fixes_53 !== undefined) {
        json += ",\"fixes\":"
        json += anonymous17(value_fixes_53)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous15 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/reasons"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/reasons' does not match schema definition.")
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

      // "#/properties/data/properties/preview_steps/items/properties/weakened_mode"
      function anonymous18 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_from_57 = obj["from"]
      if (value_from_57 !== undefined) {
        json += "{\"from\":"
        
        if (typeof value_from_57 !== 'string') {
          if (value_from_57 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_from_57 instanceof Date) {
            json += JSON_STR_QUOTE + value_from_57.toISOString() + JSON_STR_QUOTE
          } else if (value_from_57 instanceof RegExp) {
            json += asString(value_from_57.source)
          } else {
            json += asString(value_from_57.toString())
          }
        } else {
          json += asString(value_from_57)
        }
        
      } else {
        throw new Error('"from" is required!')
      }
      
      const value_to_58 = obj["to"]
      if (value_to_58 !== undefined) {
        json += ",\"to\":"
        
        if (typeof value_to_58 !== 'string') {
          if (value_to_58 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_to_58 instanceof Date) {
            json += JSON_STR_QUOTE + value_to_58.toISOString() + JSON_STR_QUOTE
          } else if (value_to_58 instanceof RegExp) {
            json += asString(value_to_58.source)
          } else {
            json += asString(value_to_58.toString())
          }
        } else {
          json += asString(value_to_58)
        }
        
      } else {
        throw new Error('"to" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous20 (obj) {
      // "#/properties/data/properties/preview_steps/items/properties/drift/properties/fields"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/drift/properties/fields' does not match schema definition.")
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

      // "#/properties/data/properties/preview_steps/items/properties/drift/properties/by"
      function anonymous21 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_66 = obj["key_id"]
      if (value_key_id_66 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_66 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_66 === "string" ||
            value_key_id_66 === null ||
            value_key_id_66 instanceof Date ||
            value_key_id_66 instanceof RegExp ||
            (
              typeof value_key_id_66 === "object" &&
              typeof value_key_id_66.toString === "function" &&
              value_key_id_66.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_66 !== 'string') {
          if (value_key_id_66 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_66 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_66.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_66 instanceof RegExp) {
            json += asString(value_key_id_66.source)
          } else {
            json += asString(value_key_id_66.toString())
          }
        } else {
          json += asString(value_key_id_66)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/drift/properties/by/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_67 = obj["key_name"]
      if (value_key_name_67 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_67 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_67 === "string" ||
            value_key_name_67 === null ||
            value_key_name_67 instanceof Date ||
            value_key_name_67 instanceof RegExp ||
            (
              typeof value_key_name_67 === "object" &&
              typeof value_key_name_67.toString === "function" &&
              value_key_name_67.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_67 !== 'string') {
          if (value_key_name_67 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_67 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_67.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_67 instanceof RegExp) {
            json += asString(value_key_name_67.source)
          } else {
            json += asString(value_key_name_67.toString())
          }
        } else {
          json += asString(value_key_name_67)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/preview_steps/items/properties/drift/properties/by/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_68 = obj["user"]
      if (value_user_68 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_68 !== 'string') {
          if (value_user_68 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_68 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_68.toISOString() + JSON_STR_QUOTE
          } else if (value_user_68 instanceof RegExp) {
            json += asString(value_user_68.source)
          } else {
            json += asString(value_user_68.toString())
          }
        } else {
          json += asString(value_user_68)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_69 = obj["role"]
      if (value_role_69 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_69 !== 'string') {
          if (value_role_69 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_69 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_69.toISOString() + JSON_STR_QUOTE
          } else if (value_role_69 instanceof RegExp) {
            json += asString(value_role_69.source)
          } else {
            json += asString(value_role_69.toString())
          }
        } else {
          json += asString(value_role_69)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_70 = obj["at"]
      if (value_at_70 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_70)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/preview_steps/items/properties/drift"
      function anonymous19 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_fields_62 = obj["fields"]
      if (value_fields_62 !== undefined) {
        json += "{\"fields\":"
        json += anonymous20(value_fields_62)
      } else {
        throw new Error('"fields" is required!')
      }
      
      const value_changed_at_63 = obj["changed_at"]
      if (value_changed_at_63 !== undefined) {
        json += ",\"changed_at\":"
        json += asDateTime(value_changed_at_63)
      } else {
        throw new Error('"changed_at" is required!')
      }
      
      const value_by_64 = obj["by"]
      if (value_by_64 !== undefined) {
        json += ",\"by\":"
        json += anonymous21(value_by_64)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/preview_steps/items/properties/credential"
      function anonymous22 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_72 = false

          const value_before_73 = obj["before"]
          if (value_before_73 !== undefined) {
            json += addComma_72 ? ",\"before\":" : ((addComma_72 = true), "{\"before\":")
            
        if (typeof value_before_73 !== 'string') {
          if (value_before_73 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_before_73 instanceof Date) {
            json += JSON_STR_QUOTE + value_before_73.toISOString() + JSON_STR_QUOTE
          } else if (value_before_73 instanceof RegExp) {
            json += asString(value_before_73.source)
          } else {
            json += asString(value_before_73.toString())
          }
        } else {
          json += asString(value_before_73)
        }
        
          }

          const value_after_74 = obj["after"]
          if (value_after_74 !== undefined) {
            json += addComma_72 ? ",\"after\":" : ((addComma_72 = true), "{\"after\":")
            
        if (typeof value_after_74 !== 'string') {
          if (value_after_74 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_after_74 instanceof Date) {
            json += JSON_STR_QUOTE + value_after_74.toISOString() + JSON_STR_QUOTE
          } else if (value_after_74 instanceof RegExp) {
            json += asString(value_after_74.source)
          } else {
            json += asString(value_after_74.toString())
          }
        } else {
          json += asString(value_after_74)
        }
        
          }
if (!addComma_72) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/preview_steps/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_kind_7 = obj["kind"]
      if (value_kind_7 !== undefined) {
        json += "{\"kind\":"
        
        if (typeof value_kind_7 !== 'string') {
          if (value_kind_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_kind_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_kind_7.toISOString() + JSON_STR_QUOTE
          } else if (value_kind_7 instanceof RegExp) {
            json += asString(value_kind_7.source)
          } else {
            json += asString(value_kind_7.toString())
          }
        } else {
          json += asString(value_kind_7)
        }
        
      } else {
        throw new Error('"kind" is required!')
      }
      
      const value_op_8 = obj["op"]
      if (value_op_8 !== undefined) {
        json += ",\"op\":"
        
        if (typeof value_op_8 !== 'string') {
          if (value_op_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_op_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_op_8.toISOString() + JSON_STR_QUOTE
          } else if (value_op_8 instanceof RegExp) {
            json += asString(value_op_8.source)
          } else {
            json += asString(value_op_8.toString())
          }
        } else {
          json += asString(value_op_8)
        }
        
      } else {
        throw new Error('"op" is required!')
      }
      
      const value_name_9 = obj["name"]
      if (value_name_9 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_9 !== 'string') {
          if (value_name_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_9.toISOString() + JSON_STR_QUOTE
          } else if (value_name_9 instanceof RegExp) {
            json += asString(value_name_9.source)
          } else {
            json += asString(value_name_9.toString())
          }
        } else {
          json += asString(value_name_9)
        }
        
      }

      const value_variant_10 = obj["variant"]
      if (value_variant_10 !== undefined) {
        json += ",\"variant\":"
        
        if (typeof value_variant_10 !== 'string') {
          if (value_variant_10 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_variant_10 instanceof Date) {
            json += JSON_STR_QUOTE + value_variant_10.toISOString() + JSON_STR_QUOTE
          } else if (value_variant_10 instanceof RegExp) {
            json += asString(value_variant_10.source)
          } else {
            json += asString(value_variant_10.toString())
          }
        } else {
          json += asString(value_variant_10)
        }
        
      }

      const value_final_version_11 = obj["final_version"]
      if (value_final_version_11 !== undefined) {
        json += ",\"final_version\":"
        json += asInteger(value_final_version_11)
      }

      const value_id_12 = obj["id"]
      if (value_id_12 !== undefined) {
        json += ",\"id\":"
        
        if (typeof value_id_12 !== 'string') {
          if (value_id_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_12.toISOString() + JSON_STR_QUOTE
          } else if (value_id_12 instanceof RegExp) {
            json += asString(value_id_12.source)
          } else {
            json += asString(value_id_12.toString())
          }
        } else {
          json += asString(value_id_12)
        }
        
      }

      const value_current_version_13 = obj["current_version"]
      if (value_current_version_13 !== undefined) {
        json += ",\"current_version\":"
        json += asInteger(value_current_version_13)
      }

      const value_destination_14 = obj["destination"]
      if (value_destination_14 !== undefined) {
        json += ",\"destination\":"
        json += anonymous4(value_destination_14)
      }

      const value_create_18 = obj["create"]
      if (value_create_18 !== undefined) {
        json += ",\"create\":"
        json += anonymous5(value_create_18)
      }

      const value_update_24 = obj["update"]
      if (value_update_24 !== undefined) {
        json += ",\"update\":"
        json += anonymous7(value_update_24)
      }

      const value_patch_29 = obj["patch"]
      if (value_patch_29 !== undefined) {
        json += ",\"patch\":"
        json += anonymous9(value_patch_29)
      }

      const value_before_35 = obj["before"]
      if (value_before_35 !== undefined) {
        json += ",\"before\":"
        json += anonymous11(value_before_35)
      }

      const value_after_37 = obj["after"]
      if (value_after_37 !== undefined) {
        json += ",\"after\":"
        json += anonymous12(value_after_37)
      }

      const value_compatibility_39 = obj["compatibility"]
      if (value_compatibility_39 !== undefined) {
        json += ",\"compatibility\":"
        
        if (typeof value_compatibility_39 !== 'string') {
          if (value_compatibility_39 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_compatibility_39 instanceof Date) {
            json += JSON_STR_QUOTE + value_compatibility_39.toISOString() + JSON_STR_QUOTE
          } else if (value_compatibility_39 instanceof RegExp) {
            json += asString(value_compatibility_39.source)
          } else {
            json += asString(value_compatibility_39.toString())
          }
        } else {
          json += asString(value_compatibility_39)
        }
        
      }

      const value_mode_40 = obj["mode"]
      if (value_mode_40 !== undefined) {
        json += ",\"mode\":"
        
        if (typeof value_mode_40 !== 'string') {
          if (value_mode_40 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_mode_40 instanceof Date) {
            json += JSON_STR_QUOTE + value_mode_40.toISOString() + JSON_STR_QUOTE
          } else if (value_mode_40 instanceof RegExp) {
            json += asString(value_mode_40.source)
          } else {
            json += asString(value_mode_40.toString())
          }
        } else {
          json += asString(value_mode_40)
        }
        
      }

      const value_checked_versions_41 = obj["checked_versions"]
      if (value_checked_versions_41 !== undefined) {
        json += ",\"checked_versions\":"
        json += anonymous13(value_checked_versions_41)
      }

      const value_failed_versions_42 = obj["failed_versions"]
      if (value_failed_versions_42 !== undefined) {
        json += ",\"failed_versions\":"
        json += anonymous14(value_failed_versions_42)
      }

      const value_reasons_43 = obj["reasons"]
      if (value_reasons_43 !== undefined) {
        json += ",\"reasons\":"
        json += anonymous15(value_reasons_43)
      }

      const value_equals_version_54 = obj["equals_version"]
      if (value_equals_version_54 !== undefined) {
        json += ",\"equals_version\":"
        json += asInteger(value_equals_version_54)
      }

      const value_weakened_mode_55 = obj["weakened_mode"]
      if (value_weakened_mode_55 !== undefined) {
        json += ",\"weakened_mode\":"
        json += anonymous18(value_weakened_mode_55)
      }

      const value_renamed_from_59 = obj["renamed_from"]
      if (value_renamed_from_59 !== undefined) {
        json += ",\"renamed_from\":"
        
        if (typeof value_renamed_from_59 !== 'string') {
          if (value_renamed_from_59 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_renamed_from_59 instanceof Date) {
            json += JSON_STR_QUOTE + value_renamed_from_59.toISOString() + JSON_STR_QUOTE
          } else if (value_renamed_from_59 instanceof RegExp) {
            json += asString(value_renamed_from_59.source)
          } else {
            json += asString(value_renamed_from_59.toString())
          }
        } else {
          json += asString(value_renamed_from_59)
        }
        
      }

      const value_drift_60 = obj["drift"]
      if (value_drift_60 !== undefined) {
        json += ",\"drift\":"
        json += anonymous19(value_drift_60)
      }

      const value_credential_71 = obj["credential"]
      if (value_credential_71 !== undefined) {
        json += ",\"credential\":"
        json += anonymous22(value_credential_71)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/data/properties/preview_steps"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/preview_steps' does not match schema definition.")
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

      // "#/properties/data/properties/summary"
      function anonymous23 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_create_81 = obj["create"]
      if (value_create_81 !== undefined) {
        json += "{\"create\":"
        json += asInteger(value_create_81)
      } else {
        throw new Error('"create" is required!')
      }
      
      const value_update_82 = obj["update"]
      if (value_update_82 !== undefined) {
        json += ",\"update\":"
        json += asInteger(value_update_82)
      } else {
        throw new Error('"update" is required!')
      }
      
      const value_delete_83 = obj["delete"]
      if (value_delete_83 !== undefined) {
        json += ",\"delete\":"
        json += asInteger(value_delete_83)
      } else {
        throw new Error('"delete" is required!')
      }
      
      const value_unchanged_84 = obj["unchanged"]
      if (value_unchanged_84 !== undefined) {
        json += ",\"unchanged\":"
        json += asInteger(value_unchanged_84)
      } else {
        throw new Error('"unchanged" is required!')
      }
      
      const value_breaking_85 = obj["breaking"]
      if (value_breaking_85 !== undefined) {
        json += ",\"breaking\":"
        json += asInteger(value_breaking_85)
      } else {
        throw new Error('"breaking" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/diagnostics/items"
      function anonymous25 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_severity_88 = obj["severity"]
      if (value_severity_88 !== undefined) {
        json += "{\"severity\":"
        
        if (typeof value_severity_88 !== 'string') {
          if (value_severity_88 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_severity_88 instanceof Date) {
            json += JSON_STR_QUOTE + value_severity_88.toISOString() + JSON_STR_QUOTE
          } else if (value_severity_88 instanceof RegExp) {
            json += asString(value_severity_88.source)
          } else {
            json += asString(value_severity_88.toString())
          }
        } else {
          json += asString(value_severity_88)
        }
        
      } else {
        throw new Error('"severity" is required!')
      }
      
      const value_code_89 = obj["code"]
      if (value_code_89 !== undefined) {
        json += ",\"code\":"
        
        if (typeof value_code_89 !== 'string') {
          if (value_code_89 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_89 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_89.toISOString() + JSON_STR_QUOTE
          } else if (value_code_89 instanceof RegExp) {
            json += asString(value_code_89.source)
          } else {
            json += asString(value_code_89.toString())
          }
        } else {
          json += asString(value_code_89)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_90 = obj["message"]
      if (value_message_90 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_90 !== 'string') {
          if (value_message_90 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_90 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_90.toISOString() + JSON_STR_QUOTE
          } else if (value_message_90 instanceof RegExp) {
            json += asString(value_message_90.source)
          } else {
            json += asString(value_message_90.toString())
          }
        } else {
          json += asString(value_message_90)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_91 = obj["pointer"]
      if (value_pointer_91 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_91 !== 'string') {
          if (value_pointer_91 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_91 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_91.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_91 instanceof RegExp) {
            json += asString(value_pointer_91.source)
          } else {
            json += asString(value_pointer_91.toString())
          }
        } else {
          json += asString(value_pointer_91)
        }
        
      } else {
        throw new Error('"pointer" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous24 (obj) {
      // "#/properties/data/properties/diagnostics"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/diagnostics' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous25(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous25(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/overrides/items"
      function anonymous27 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_94 = obj["policy"]
      if (value_policy_94 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_94 !== 'string') {
          if (value_policy_94 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_94 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_94.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_94 instanceof RegExp) {
            json += asString(value_policy_94.source)
          } else {
            json += asString(value_policy_94.toString())
          }
        } else {
          json += asString(value_policy_94)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_reason_95 = obj["reason"]
      if (value_reason_95 !== undefined) {
        json += ",\"reason\":"
        
        if (typeof value_reason_95 !== 'string') {
          if (value_reason_95 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_reason_95 instanceof Date) {
            json += JSON_STR_QUOTE + value_reason_95.toISOString() + JSON_STR_QUOTE
          } else if (value_reason_95 instanceof RegExp) {
            json += asString(value_reason_95.source)
          } else {
            json += asString(value_reason_95.toString())
          }
        } else {
          json += asString(value_reason_95)
        }
        
      } else {
        throw new Error('"reason" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous26 (obj) {
      // "#/properties/data/properties/overrides"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/overrides' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous27(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous27(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "__fjs_merged_51#"
      function anonymous28 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_101 = obj["key_id"]
      if (value_key_id_101 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_101 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_101 === "string" ||
            value_key_id_101 === null ||
            value_key_id_101 instanceof Date ||
            value_key_id_101 instanceof RegExp ||
            (
              typeof value_key_id_101 === "object" &&
              typeof value_key_id_101.toString === "function" &&
              value_key_id_101.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_101 !== 'string') {
          if (value_key_id_101 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_101 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_101.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_101 instanceof RegExp) {
            json += asString(value_key_id_101.source)
          } else {
            json += asString(value_key_id_101.toString())
          }
        } else {
          json += asString(value_key_id_101)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_51#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_102 = obj["key_name"]
      if (value_key_name_102 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_102 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_102 === "string" ||
            value_key_name_102 === null ||
            value_key_name_102 instanceof Date ||
            value_key_name_102 instanceof RegExp ||
            (
              typeof value_key_name_102 === "object" &&
              typeof value_key_name_102.toString === "function" &&
              value_key_name_102.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_102 !== 'string') {
          if (value_key_name_102 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_102 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_102.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_102 instanceof RegExp) {
            json += asString(value_key_name_102.source)
          } else {
            json += asString(value_key_name_102.toString())
          }
        } else {
          json += asString(value_key_name_102)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_51#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_103 = obj["user"]
      if (value_user_103 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_103 !== 'string') {
          if (value_user_103 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_103 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_103.toISOString() + JSON_STR_QUOTE
          } else if (value_user_103 instanceof RegExp) {
            json += asString(value_user_103.source)
          } else {
            json += asString(value_user_103.toString())
          }
        } else {
          json += asString(value_user_103)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_104 = obj["role"]
      if (value_role_104 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_104 !== 'string') {
          if (value_role_104 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_104 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_104.toISOString() + JSON_STR_QUOTE
          } else if (value_role_104 instanceof RegExp) {
            json += asString(value_role_104.source)
          } else {
            json += asString(value_role_104.toString())
          }
        } else {
          json += asString(value_role_104)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_105 = obj["at"]
      if (value_at_105 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_105)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "__fjs_merged_53#"
      function anonymous29 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_key_id_108 = obj["key_id"]
      if (value_key_id_108 !== undefined) {
        json += "{\"key_id\":"
        
          if (value_key_id_108 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_id_108 === "string" ||
            value_key_id_108 === null ||
            value_key_id_108 instanceof Date ||
            value_key_id_108 instanceof RegExp ||
            (
              typeof value_key_id_108 === "object" &&
              typeof value_key_id_108.toString === "function" &&
              value_key_id_108.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_id_108 !== 'string') {
          if (value_key_id_108 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_108 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_108.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_108 instanceof RegExp) {
            json += asString(value_key_id_108.source)
          } else {
            json += asString(value_key_id_108.toString())
          }
        } else {
          json += asString(value_key_id_108)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_53#/properties/key_id' does not match schema definition.")
  
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_key_name_109 = obj["key_name"]
      if (value_key_name_109 !== undefined) {
        json += ",\"key_name\":"
        
          if (value_key_name_109 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_key_name_109 === "string" ||
            value_key_name_109 === null ||
            value_key_name_109 instanceof Date ||
            value_key_name_109 instanceof RegExp ||
            (
              typeof value_key_name_109 === "object" &&
              typeof value_key_name_109.toString === "function" &&
              value_key_name_109.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_key_name_109 !== 'string') {
          if (value_key_name_109 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_name_109 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_name_109.toISOString() + JSON_STR_QUOTE
          } else if (value_key_name_109 instanceof RegExp) {
            json += asString(value_key_name_109.source)
          } else {
            json += asString(value_key_name_109.toString())
          }
        } else {
          json += asString(value_key_name_109)
        }
        
          }
        
    else throw new TypeError("The value of '__fjs_merged_53#/properties/key_name' does not match schema definition.")
  
      } else {
        throw new Error('"key_name" is required!')
      }
      
      const value_user_110 = obj["user"]
      if (value_user_110 !== undefined) {
        json += ",\"user\":"
        
        if (typeof value_user_110 !== 'string') {
          if (value_user_110 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_110 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_110.toISOString() + JSON_STR_QUOTE
          } else if (value_user_110 instanceof RegExp) {
            json += asString(value_user_110.source)
          } else {
            json += asString(value_user_110.toString())
          }
        } else {
          json += asString(value_user_110)
        }
        
      } else {
        throw new Error('"user" is required!')
      }
      
      const value_role_111 = obj["role"]
      if (value_role_111 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_111 !== 'string') {
          if (value_role_111 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_111 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_111.toISOString() + JSON_STR_QUOTE
          } else if (value_role_111 instanceof RegExp) {
            json += asString(value_role_111.source)
          } else {
            json += asString(value_role_111.toString())
          }
        } else {
          json += asString(value_role_111)
        }
        
      } else {
        throw new Error('"role" is required!')
      }
      
      const value_at_112 = obj["at"]
      if (value_at_112 !== undefined) {
        json += ",\"at\":"
        json += asDateTime(value_at_112)
      } else {
        throw new Error('"at" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/policy/properties/set"
      function anonymous31 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_version_118 = obj["version"]
      if (value_version_118 !== undefined) {
        json += "{\"version\":"
        json += asInteger(value_version_118)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_digest_119 = obj["digest"]
      if (value_digest_119 !== undefined) {
        json += ",\"digest\":"
        
        if (typeof value_digest_119 !== 'string') {
          if (value_digest_119 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_digest_119 instanceof Date) {
            json += JSON_STR_QUOTE + value_digest_119.toISOString() + JSON_STR_QUOTE
          } else if (value_digest_119 instanceof RegExp) {
            json += asString(value_digest_119.source)
          } else {
            json += asString(value_digest_119.toString())
          }
        } else {
          json += asString(value_digest_119)
        }
        
      } else {
        throw new Error('"digest" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/policy/properties/results/items"
      function anonymous33 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_122 = obj["policy"]
      if (value_policy_122 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_122 !== 'string') {
          if (value_policy_122 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_122 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_122.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_122 instanceof RegExp) {
            json += asString(value_policy_122.source)
          } else {
            json += asString(value_policy_122.toString())
          }
        } else {
          json += asString(value_policy_122)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_enforcement_123 = obj["enforcement"]
      if (value_enforcement_123 !== undefined) {
        json += ",\"enforcement\":"
        
        if (typeof value_enforcement_123 !== 'string') {
          if (value_enforcement_123 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_enforcement_123 instanceof Date) {
            json += JSON_STR_QUOTE + value_enforcement_123.toISOString() + JSON_STR_QUOTE
          } else if (value_enforcement_123 instanceof RegExp) {
            json += asString(value_enforcement_123.source)
          } else {
            json += asString(value_enforcement_123.toString())
          }
        } else {
          json += asString(value_enforcement_123)
        }
        
      } else {
        throw new Error('"enforcement" is required!')
      }
      
      const value_scope_124 = obj["scope"]
      if (value_scope_124 !== undefined) {
        json += ",\"scope\":"
        
        if (typeof value_scope_124 !== 'string') {
          if (value_scope_124 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_scope_124 instanceof Date) {
            json += JSON_STR_QUOTE + value_scope_124.toISOString() + JSON_STR_QUOTE
          } else if (value_scope_124 instanceof RegExp) {
            json += asString(value_scope_124.source)
          } else {
            json += asString(value_scope_124.toString())
          }
        } else {
          json += asString(value_scope_124)
        }
        
      } else {
        throw new Error('"scope" is required!')
      }
      
      const value_subject_125 = obj["subject"]
      if (value_subject_125 !== undefined) {
        json += ",\"subject\":"
        
        if (typeof value_subject_125 !== 'string') {
          if (value_subject_125 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_subject_125 instanceof Date) {
            json += JSON_STR_QUOTE + value_subject_125.toISOString() + JSON_STR_QUOTE
          } else if (value_subject_125 instanceof RegExp) {
            json += asString(value_subject_125.source)
          } else {
            json += asString(value_subject_125.toString())
          }
        } else {
          json += asString(value_subject_125)
        }
        
      } else {
        throw new Error('"subject" is required!')
      }
      
      const value_message_126 = obj["message"]
      if (value_message_126 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_126 !== 'string') {
          if (value_message_126 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_126 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_126.toISOString() + JSON_STR_QUOTE
          } else if (value_message_126 instanceof RegExp) {
            json += asString(value_message_126.source)
          } else {
            json += asString(value_message_126.toString())
          }
        } else {
          json += asString(value_message_126)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous32 (obj) {
      // "#/properties/data/properties/policy/properties/results"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/policy/properties/results' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous33(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous33(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/policy/properties/errors/items"
      function anonymous35 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_policy_129 = obj["policy"]
      if (value_policy_129 !== undefined) {
        json += "{\"policy\":"
        
        if (typeof value_policy_129 !== 'string') {
          if (value_policy_129 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_policy_129 instanceof Date) {
            json += JSON_STR_QUOTE + value_policy_129.toISOString() + JSON_STR_QUOTE
          } else if (value_policy_129 instanceof RegExp) {
            json += asString(value_policy_129.source)
          } else {
            json += asString(value_policy_129.toString())
          }
        } else {
          json += asString(value_policy_129)
        }
        
      } else {
        throw new Error('"policy" is required!')
      }
      
      const value_enforcement_130 = obj["enforcement"]
      if (value_enforcement_130 !== undefined) {
        json += ",\"enforcement\":"
        
        if (typeof value_enforcement_130 !== 'string') {
          if (value_enforcement_130 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_enforcement_130 instanceof Date) {
            json += JSON_STR_QUOTE + value_enforcement_130.toISOString() + JSON_STR_QUOTE
          } else if (value_enforcement_130 instanceof RegExp) {
            json += asString(value_enforcement_130.source)
          } else {
            json += asString(value_enforcement_130.toString())
          }
        } else {
          json += asString(value_enforcement_130)
        }
        
      } else {
        throw new Error('"enforcement" is required!')
      }
      
      const value_subject_131 = obj["subject"]
      if (value_subject_131 !== undefined) {
        json += ",\"subject\":"
        
        if (typeof value_subject_131 !== 'string') {
          if (value_subject_131 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_subject_131 instanceof Date) {
            json += JSON_STR_QUOTE + value_subject_131.toISOString() + JSON_STR_QUOTE
          } else if (value_subject_131 instanceof RegExp) {
            json += asString(value_subject_131.source)
          } else {
            json += asString(value_subject_131.toString())
          }
        } else {
          json += asString(value_subject_131)
        }
        
      } else {
        throw new Error('"subject" is required!')
      }
      
      const value_code_132 = obj["code"]
      if (value_code_132 !== undefined) {
        json += ",\"code\":"
        
        if (typeof value_code_132 !== 'string') {
          if (value_code_132 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_132 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_132.toISOString() + JSON_STR_QUOTE
          } else if (value_code_132 instanceof RegExp) {
            json += asString(value_code_132.source)
          } else {
            json += asString(value_code_132.toString())
          }
        } else {
          json += asString(value_code_132)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_133 = obj["message"]
      if (value_message_133 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_133 !== 'string') {
          if (value_message_133 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_133 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_133.toISOString() + JSON_STR_QUOTE
          } else if (value_message_133 instanceof RegExp) {
            json += asString(value_message_133.source)
          } else {
            json += asString(value_message_133.toString())
          }
        } else {
          json += asString(value_message_133)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous34 (obj) {
      // "#/properties/data/properties/policy/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/policy/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous35(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous35(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/policy"
      function anonymous30 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_set_116 = obj["set"]
      if (value_set_116 !== undefined) {
        json += "{\"set\":"
        json += anonymous31(value_set_116)
      } else {
        throw new Error('"set" is required!')
      }
      
      const value_results_120 = obj["results"]
      if (value_results_120 !== undefined) {
        json += ",\"results\":"
        json += anonymous32(value_results_120)
      } else {
        throw new Error('"results" is required!')
      }
      
      const value_errors_127 = obj["errors"]
      if (value_errors_127 !== undefined) {
        json += ",\"errors\":"
        json += anonymous34(value_errors_127)
      } else {
        throw new Error('"errors" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous36 (obj) {
      // "#/properties/data/properties/targets"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/targets' does not match schema definition.")
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

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_3 = obj["id"]
      if (value_id_3 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_3 !== 'string') {
          if (value_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_id_3 instanceof RegExp) {
            json += asString(value_id_3.source)
          } else {
            json += asString(value_id_3.toString())
          }
        } else {
          json += asString(value_id_3)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_org_id_4 = obj["org_id"]
      if (value_org_id_4 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_4 !== 'string') {
          if (value_org_id_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_4.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_4 instanceof RegExp) {
            json += asString(value_org_id_4.source)
          } else {
            json += asString(value_org_id_4.toString())
          }
        } else {
          json += asString(value_org_id_4)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_preview_steps_5 = obj["preview_steps"]
      if (value_preview_steps_5 !== undefined) {
        json += ",\"preview_steps\":"
        json += anonymous2(value_preview_steps_5)
      } else {
        throw new Error('"preview_steps" is required!')
      }
      
      const value_status_75 = obj["status"]
      if (value_status_75 !== undefined) {
        json += ",\"status\":"
        
        if (typeof value_status_75 !== 'string') {
          if (value_status_75 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_75 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_75.toISOString() + JSON_STR_QUOTE
          } else if (value_status_75 instanceof RegExp) {
            json += asString(value_status_75.source)
          } else {
            json += asString(value_status_75.toString())
          }
        } else {
          json += asString(value_status_75)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
      const value_updated_at_76 = obj["updated_at"]
      if (value_updated_at_76 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_76)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_serial_77 = obj["serial"]
      if (value_serial_77 !== undefined) {
        json += ",\"serial\":"
        json += asInteger(value_serial_77)
      } else {
        throw new Error('"serial" is required!')
      }
      
      const value_digest_78 = obj["digest"]
      if (value_digest_78 !== undefined) {
        json += ",\"digest\":"
        
        if (typeof value_digest_78 !== 'string') {
          if (value_digest_78 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_digest_78 instanceof Date) {
            json += JSON_STR_QUOTE + value_digest_78.toISOString() + JSON_STR_QUOTE
          } else if (value_digest_78 instanceof RegExp) {
            json += asString(value_digest_78.source)
          } else {
            json += asString(value_digest_78.toString())
          }
        } else {
          json += asString(value_digest_78)
        }
        
      } else {
        throw new Error('"digest" is required!')
      }
      
      const value_summary_79 = obj["summary"]
      if (value_summary_79 !== undefined) {
        json += ",\"summary\":"
        json += anonymous23(value_summary_79)
      } else {
        throw new Error('"summary" is required!')
      }
      
      const value_diagnostics_86 = obj["diagnostics"]
      if (value_diagnostics_86 !== undefined) {
        json += ",\"diagnostics\":"
        json += anonymous24(value_diagnostics_86)
      } else {
        throw new Error('"diagnostics" is required!')
      }
      
      const value_overrides_92 = obj["overrides"]
      if (value_overrides_92 !== undefined) {
        json += ",\"overrides\":"
        json += anonymous26(value_overrides_92)
      } else {
        throw new Error('"overrides" is required!')
      }
      
      const value_error_message_96 = obj["error_message"]
      if (value_error_message_96 !== undefined) {
        json += ",\"error_message\":"
        
        if (typeof value_error_message_96 !== 'string') {
          if (value_error_message_96 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_error_message_96 instanceof Date) {
            json += JSON_STR_QUOTE + value_error_message_96.toISOString() + JSON_STR_QUOTE
          } else if (value_error_message_96 instanceof RegExp) {
            json += asString(value_error_message_96.source)
          } else {
            json += asString(value_error_message_96.toString())
          }
        } else {
          json += asString(value_error_message_96)
        }
        
      }

      const value_applied_at_97 = obj["applied_at"]
      if (value_applied_at_97 !== undefined) {
        json += ",\"applied_at\":"
        json += asDateTime(value_applied_at_97)
      }

      const value_lineage_98 = obj["lineage"]
      if (value_lineage_98 !== undefined) {
        json += ",\"lineage\":"
        
        if (typeof value_lineage_98 !== 'string') {
          if (value_lineage_98 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_lineage_98 instanceof Date) {
            json += JSON_STR_QUOTE + value_lineage_98.toISOString() + JSON_STR_QUOTE
          } else if (value_lineage_98 instanceof RegExp) {
            json += asString(value_lineage_98.source)
          } else {
            json += asString(value_lineage_98.toString())
          }
        } else {
          json += asString(value_lineage_98)
        }
        
      }

      const value_planned_by_99 = obj["planned_by"]
      if (value_planned_by_99 !== undefined) {
        json += ",\"planned_by\":"
        
      if((validate_0 || (validate_0 = validator.getSchemaValidator("__fjs_root_50#/properties/data/properties/planned_by/oneOf/0")))(value_planned_by_99)) {
        json += anonymous28(value_planned_by_99)
      }
    
      else if((validate_1 || (validate_1 = validator.getSchemaValidator("__fjs_root_50#/properties/data/properties/planned_by/oneOf/1")))(value_planned_by_99)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/planned_by' does not match schema definition.")
  
      }

      const value_applied_by_106 = obj["applied_by"]
      if (value_applied_by_106 !== undefined) {
        json += ",\"applied_by\":"
        
      if((validate_2 || (validate_2 = validator.getSchemaValidator("__fjs_root_50#/properties/data/properties/applied_by/oneOf/0")))(value_applied_by_106)) {
        json += anonymous29(value_applied_by_106)
      }
    
      else if((validate_3 || (validate_3 = validator.getSchemaValidator("__fjs_root_50#/properties/data/properties/applied_by/oneOf/1")))(value_applied_by_106)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/applied_by' does not match schema definition.")
  
      }

      const value_message_113 = obj["message"]
      if (value_message_113 !== undefined) {
        json += ",\"message\":"
        
          if (value_message_113 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_message_113 === "string" ||
            value_message_113 === null ||
            value_message_113 instanceof Date ||
            value_message_113 instanceof RegExp ||
            (
              typeof value_message_113 === "object" &&
              typeof value_message_113.toString === "function" &&
              value_message_113.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_message_113 !== 'string') {
          if (value_message_113 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_113 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_113.toISOString() + JSON_STR_QUOTE
          } else if (value_message_113 instanceof RegExp) {
            json += asString(value_message_113.source)
          } else {
            json += asString(value_message_113.toString())
          }
        } else {
          json += asString(value_message_113)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/message' does not match schema definition.")
  
      }

      const value_policy_114 = obj["policy"]
      if (value_policy_114 !== undefined) {
        json += ",\"policy\":"
        json += anonymous30(value_policy_114)
      }

      const value_partial_134 = obj["partial"]
      if (value_partial_134 !== undefined) {
        json += ",\"partial\":"
        json += asBoolean(value_partial_134)
      }

      const value_targets_135 = obj["targets"]
      if (value_targets_135 !== undefined) {
        json += ",\"targets\":"
        json += anonymous36(value_targets_135)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous38 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_138 = obj["code"]
      if (value_code_138 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_138 !== 'string') {
          if (value_code_138 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_138 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_138.toISOString() + JSON_STR_QUOTE
          } else if (value_code_138 instanceof RegExp) {
            json += asString(value_code_138.source)
          } else {
            json += asString(value_code_138.toString())
          }
        } else {
          json += asString(value_code_138)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_139 = obj["message"]
      if (value_message_139 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_139 !== 'string') {
          if (value_message_139 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_139 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_139.toISOString() + JSON_STR_QUOTE
          } else if (value_message_139 instanceof RegExp) {
            json += asString(value_message_139.source)
          } else {
            json += asString(value_message_139.toString())
          }
        } else {
          json += asString(value_message_139)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_140 = obj["pointer"]
      if (value_pointer_140 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_140 !== 'string') {
          if (value_pointer_140 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_140 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_140.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_140 instanceof RegExp) {
            json += asString(value_pointer_140.source)
          } else {
            json += asString(value_pointer_140.toString())
          }
        } else {
          json += asString(value_pointer_140)
        }
        
      }

      const value_hint_141 = obj["hint"]
      if (value_hint_141 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_141 !== 'string') {
          if (value_hint_141 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_141 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_141.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_141 instanceof RegExp) {
            json += asString(value_hint_141.source)
          } else {
            json += asString(value_hint_141.toString())
          }
        } else {
          json += asString(value_hint_141)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous37 (obj) {
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
        json += anonymous38(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous38(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous40 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_144 = obj["code"]
      if (value_code_144 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_144 !== 'string') {
          if (value_code_144 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_144 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_144.toISOString() + JSON_STR_QUOTE
          } else if (value_code_144 instanceof RegExp) {
            json += asString(value_code_144.source)
          } else {
            json += asString(value_code_144.toString())
          }
        } else {
          json += asString(value_code_144)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_145 = obj["message"]
      if (value_message_145 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_145 !== 'string') {
          if (value_message_145 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_145 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_145.toISOString() + JSON_STR_QUOTE
          } else if (value_message_145 instanceof RegExp) {
            json += asString(value_message_145.source)
          } else {
            json += asString(value_message_145.toString())
          }
        } else {
          json += asString(value_message_145)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous39 (obj) {
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
        json += anonymous40(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous40(value)
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
      
      const value_errors_136 = obj["errors"]
      if (value_errors_136 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_136 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_136)) {
            json += anonymous37(value_errors_136)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_142 = obj["warnings"]
      if (value_warnings_142 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous39(value_warnings_142)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)