
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const Validator = require('fast-json-stringify/lib/validator')
const validatorState = {"ajvOptions":{},"ajvSchemas":{"__fjs_root_56":{"type":"object","required":["data"],"properties":{"data":{"type":"object","description":"The org's policy set as stored; files sorted by path, policies by name.","required":["org_id","version","digest","files","policies","pushed_at","pushed_by","message"],"properties":{"org_id":{"type":["string","object"],"fjs_type":"string"},"version":{"type":"integer","minimum":0,"description":"0 for the empty set of an org that never pushed one."},"digest":{"type":["string","object"],"pattern":"^[0-9a-f]{64}$","description":"SHA-256 (hex) of the canonical JSON of the files (paths and texts) sorted by path.","fjs_type":"string"},"files":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["path","text"],"properties":{"path":{"type":["string","object"],"minLength":1,"maxLength":1000,"description":"The file's path relative to the pushed directory, /-separated (e.g. `deletes/budget.yaml`); an absolute path or one with `..` is refused (400), so no path of the pusher's machine is stored. Diagnostics and policy sources name it.","fjs_type":"string"},"text":{"type":["string","object"],"description":"The file's YAML text, one policy per document.","fjs_type":"string"}}}},"policies":{"type":"array","items":{"type":"object","description":"One policy as its file declares it (schemas/policies.schema.json), and where it was written.","required":["name","description","scope","condition","message","enforcement"],"properties":{"name":{"type":["string","object"],"fjs_type":"string"},"description":{"type":["string","object"],"fjs_type":"string"},"scope":{"type":["string","object"],"enum":["step","object","plan"],"description":"What a policy looks at; each step of the plan, each object of the state after it, or the plan once.","fjs_type":"string"},"condition":{"type":["string","object"],"description":"CEL; true means the policy is violated.","fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"},"messageExpression":{"type":["string","object"],"description":"CEL giving the message, when the file has one.","fjs_type":"string"},"enforcement":{"type":["string","object"],"enum":["advisory","mandatory","overridable"],"description":"advisory: shown; mandatory: apply refuses; overridable: apply refuses unless an override names the policy and gives a reason.","fjs_type":"string"},"source":{"type":"object","required":["file","document","line","column"],"properties":{"file":{"type":["string","object"],"description":"The path of the file it came from, as pushed.","fjs_type":"string"},"document":{"type":"integer","description":"0-based index of the YAML document in the file."},"line":{"type":"integer"},"column":{"type":"integer"}}}}}},"pushed_at":{"type":["string","null","object"],"format":"date-time","description":"Null for version 0.","fjs_type":"string"},"pushed_by":{"description":"Who pushed the version; null for version 0.","oneOf":[{"type":"object","description":"Who made a change: the API key (id and name), its user and role, and when. In local (embedded) mode there is no key: key_id and key_name are null and user is the local user.","required":["key_id","key_name","user","role","at"],"properties":{"key_id":{"type":["string","null","object"],"fjs_type":"string"},"key_name":{"type":["string","null","object"],"fjs_type":"string"},"user":{"type":["string","object"],"fjs_type":"string"},"role":{"type":["string","object"],"enum":["plan","apply","admin"],"description":"The key's role; local mode records its user as admin.","fjs_type":"string"},"at":{"type":["string","object"],"format":"date-time","fjs_type":"string"}}},{"type":"null"}]},"message":{"type":["string","null","object"],"description":"Why the rules changed, as the pusher said; null for none.","fjs_type":"string"}}},"errors":{"type":["array","null"],"items":{"type":"object","description":"The fixed endpoints' `{code, message}`, with an optional `pointer`: clients place a problem by the pointer and show the message as it is, without parsing either.","required":["code","message"],"properties":{"code":{"type":["string","object"],"description":"The catalog code (invalid_request, not_found, conflict, ...), or for a definition that cannot be planned the diagnostic code of this problem.","fjs_type":"string"},"message":{"type":["string","object"],"description":"What is wrong and what to do next.","fjs_type":"string"},"pointer":{"type":["string","object"],"description":"RFC 6901 JSON pointer of the offending value in the request body (`\"\"` is the whole body); absent when the problem is not at one place in the body.","fjs_type":"string"},"hint":{"type":["string","object"],"description":"What to do next, when the message alone does not say it (for an `unknown_target` entry, the nearest names).","fjs_type":"string"}}}},"warnings":{"type":"array","items":{"type":"object","required":["code","message"],"properties":{"code":{"type":["string","object"],"fjs_type":"string"},"message":{"type":["string","object"],"fjs_type":"string"}}}}}}}}
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
  
    
      // "#/properties/data/properties/files/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_path_8 = obj["path"]
      if (value_path_8 !== undefined) {
        json += "{\"path\":"
        
        if (typeof value_path_8 !== 'string') {
          if (value_path_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_path_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_path_8.toISOString() + JSON_STR_QUOTE
          } else if (value_path_8 instanceof RegExp) {
            json += asString(value_path_8.source)
          } else {
            json += asString(value_path_8.toString())
          }
        } else {
          json += asString(value_path_8)
        }
        
      } else {
        throw new Error('"path" is required!')
      }
      
      const value_text_9 = obj["text"]
      if (value_text_9 !== undefined) {
        json += ",\"text\":"
        
        if (typeof value_text_9 !== 'string') {
          if (value_text_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_text_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_text_9.toISOString() + JSON_STR_QUOTE
          } else if (value_text_9 instanceof RegExp) {
            json += asString(value_text_9.source)
          } else {
            json += asString(value_text_9.toString())
          }
        } else {
          json += asString(value_text_9)
        }
        
      } else {
        throw new Error('"text" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/data/properties/files"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/files' does not match schema definition.")
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

      // "#/properties/data/properties/policies/items/properties/source"
      function anonymous6 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_file_21 = obj["file"]
      if (value_file_21 !== undefined) {
        json += "{\"file\":"
        
        if (typeof value_file_21 !== 'string') {
          if (value_file_21 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_file_21 instanceof Date) {
            json += JSON_STR_QUOTE + value_file_21.toISOString() + JSON_STR_QUOTE
          } else if (value_file_21 instanceof RegExp) {
            json += asString(value_file_21.source)
          } else {
            json += asString(value_file_21.toString())
          }
        } else {
          json += asString(value_file_21)
        }
        
      } else {
        throw new Error('"file" is required!')
      }
      
      const value_document_22 = obj["document"]
      if (value_document_22 !== undefined) {
        json += ",\"document\":"
        json += asInteger(value_document_22)
      } else {
        throw new Error('"document" is required!')
      }
      
      const value_line_23 = obj["line"]
      if (value_line_23 !== undefined) {
        json += ",\"line\":"
        json += asInteger(value_line_23)
      } else {
        throw new Error('"line" is required!')
      }
      
      const value_column_24 = obj["column"]
      if (value_column_24 !== undefined) {
        json += ",\"column\":"
        json += asInteger(value_column_24)
      } else {
        throw new Error('"column" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data/properties/policies/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_name_12 = obj["name"]
      if (value_name_12 !== undefined) {
        json += "{\"name\":"
        
        if (typeof value_name_12 !== 'string') {
          if (value_name_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_12.toISOString() + JSON_STR_QUOTE
          } else if (value_name_12 instanceof RegExp) {
            json += asString(value_name_12.source)
          } else {
            json += asString(value_name_12.toString())
          }
        } else {
          json += asString(value_name_12)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_description_13 = obj["description"]
      if (value_description_13 !== undefined) {
        json += ",\"description\":"
        
        if (typeof value_description_13 !== 'string') {
          if (value_description_13 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_description_13 instanceof Date) {
            json += JSON_STR_QUOTE + value_description_13.toISOString() + JSON_STR_QUOTE
          } else if (value_description_13 instanceof RegExp) {
            json += asString(value_description_13.source)
          } else {
            json += asString(value_description_13.toString())
          }
        } else {
          json += asString(value_description_13)
        }
        
      } else {
        throw new Error('"description" is required!')
      }
      
      const value_scope_14 = obj["scope"]
      if (value_scope_14 !== undefined) {
        json += ",\"scope\":"
        
        if (typeof value_scope_14 !== 'string') {
          if (value_scope_14 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_scope_14 instanceof Date) {
            json += JSON_STR_QUOTE + value_scope_14.toISOString() + JSON_STR_QUOTE
          } else if (value_scope_14 instanceof RegExp) {
            json += asString(value_scope_14.source)
          } else {
            json += asString(value_scope_14.toString())
          }
        } else {
          json += asString(value_scope_14)
        }
        
      } else {
        throw new Error('"scope" is required!')
      }
      
      const value_condition_15 = obj["condition"]
      if (value_condition_15 !== undefined) {
        json += ",\"condition\":"
        
        if (typeof value_condition_15 !== 'string') {
          if (value_condition_15 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_condition_15 instanceof Date) {
            json += JSON_STR_QUOTE + value_condition_15.toISOString() + JSON_STR_QUOTE
          } else if (value_condition_15 instanceof RegExp) {
            json += asString(value_condition_15.source)
          } else {
            json += asString(value_condition_15.toString())
          }
        } else {
          json += asString(value_condition_15)
        }
        
      } else {
        throw new Error('"condition" is required!')
      }
      
      const value_message_16 = obj["message"]
      if (value_message_16 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_16 !== 'string') {
          if (value_message_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_16.toISOString() + JSON_STR_QUOTE
          } else if (value_message_16 instanceof RegExp) {
            json += asString(value_message_16.source)
          } else {
            json += asString(value_message_16.toString())
          }
        } else {
          json += asString(value_message_16)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_enforcement_17 = obj["enforcement"]
      if (value_enforcement_17 !== undefined) {
        json += ",\"enforcement\":"
        
        if (typeof value_enforcement_17 !== 'string') {
          if (value_enforcement_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_enforcement_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_enforcement_17.toISOString() + JSON_STR_QUOTE
          } else if (value_enforcement_17 instanceof RegExp) {
            json += asString(value_enforcement_17.source)
          } else {
            json += asString(value_enforcement_17.toString())
          }
        } else {
          json += asString(value_enforcement_17)
        }
        
      } else {
        throw new Error('"enforcement" is required!')
      }
      
      const value_messageExpression_18 = obj["messageExpression"]
      if (value_messageExpression_18 !== undefined) {
        json += ",\"messageExpression\":"
        
        if (typeof value_messageExpression_18 !== 'string') {
          if (value_messageExpression_18 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_messageExpression_18 instanceof Date) {
            json += JSON_STR_QUOTE + value_messageExpression_18.toISOString() + JSON_STR_QUOTE
          } else if (value_messageExpression_18 instanceof RegExp) {
            json += asString(value_messageExpression_18.source)
          } else {
            json += asString(value_messageExpression_18.toString())
          }
        } else {
          json += asString(value_messageExpression_18)
        }
        
      }

      const value_source_19 = obj["source"]
      if (value_source_19 !== undefined) {
        json += ",\"source\":"
        json += anonymous6(value_source_19)
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/data/properties/policies"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/policies' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "__fjs_merged_57#"
      function anonymous7 (input) {
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
        
    else throw new TypeError("The value of '__fjs_merged_57#/properties/key_id' does not match schema definition.")
  
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
        
    else throw new TypeError("The value of '__fjs_merged_57#/properties/key_name' does not match schema definition.")
  
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
      
      const value_version_4 = obj["version"]
      if (value_version_4 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_4)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_digest_5 = obj["digest"]
      if (value_digest_5 !== undefined) {
        json += ",\"digest\":"
        
        if (typeof value_digest_5 !== 'string') {
          if (value_digest_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_digest_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_digest_5.toISOString() + JSON_STR_QUOTE
          } else if (value_digest_5 instanceof RegExp) {
            json += asString(value_digest_5.source)
          } else {
            json += asString(value_digest_5.toString())
          }
        } else {
          json += asString(value_digest_5)
        }
        
      } else {
        throw new Error('"digest" is required!')
      }
      
      const value_files_6 = obj["files"]
      if (value_files_6 !== undefined) {
        json += ",\"files\":"
        json += anonymous2(value_files_6)
      } else {
        throw new Error('"files" is required!')
      }
      
      const value_policies_10 = obj["policies"]
      if (value_policies_10 !== undefined) {
        json += ",\"policies\":"
        json += anonymous4(value_policies_10)
      } else {
        throw new Error('"policies" is required!')
      }
      
      const value_pushed_at_25 = obj["pushed_at"]
      if (value_pushed_at_25 !== undefined) {
        json += ",\"pushed_at\":"
        
          if (value_pushed_at_25 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_pushed_at_25 === "string" ||
            value_pushed_at_25 === null ||
            value_pushed_at_25 instanceof Date ||
            value_pushed_at_25 instanceof RegExp ||
            (
              typeof value_pushed_at_25 === "object" &&
              typeof value_pushed_at_25.toString === "function" &&
              value_pushed_at_25.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_pushed_at_25)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/pushed_at' does not match schema definition.")
  
      } else {
        throw new Error('"pushed_at" is required!')
      }
      
      const value_pushed_by_26 = obj["pushed_by"]
      if (value_pushed_by_26 !== undefined) {
        json += ",\"pushed_by\":"
        
      if((validate_0 || (validate_0 = validator.getSchemaValidator("__fjs_root_56#/properties/data/properties/pushed_by/oneOf/0")))(value_pushed_by_26)) {
        json += anonymous7(value_pushed_by_26)
      }
    
      else if((validate_1 || (validate_1 = validator.getSchemaValidator("__fjs_root_56#/properties/data/properties/pushed_by/oneOf/1")))(value_pushed_by_26)) {
        json += JSON_STR_NULL
      }
    
    else throw new TypeError("The value of '#/properties/data/properties/pushed_by' does not match schema definition.")
  
      } else {
        throw new Error('"pushed_by" is required!')
      }
      
      const value_message_33 = obj["message"]
      if (value_message_33 !== undefined) {
        json += ",\"message\":"
        
          if (value_message_33 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_message_33 === "string" ||
            value_message_33 === null ||
            value_message_33 instanceof Date ||
            value_message_33 instanceof RegExp ||
            (
              typeof value_message_33 === "object" &&
              typeof value_message_33.toString === "function" &&
              value_message_33.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_message_33 !== 'string') {
          if (value_message_33 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_33 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_33.toISOString() + JSON_STR_QUOTE
          } else if (value_message_33 instanceof RegExp) {
            json += asString(value_message_33.source)
          } else {
            json += asString(value_message_33.toString())
          }
        } else {
          json += asString(value_message_33)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/message' does not match schema definition.")
  
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous9 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_36 = obj["code"]
      if (value_code_36 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_36 !== 'string') {
          if (value_code_36 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_36 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_36.toISOString() + JSON_STR_QUOTE
          } else if (value_code_36 instanceof RegExp) {
            json += asString(value_code_36.source)
          } else {
            json += asString(value_code_36.toString())
          }
        } else {
          json += asString(value_code_36)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_37 = obj["message"]
      if (value_message_37 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_37 !== 'string') {
          if (value_message_37 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_37 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_37.toISOString() + JSON_STR_QUOTE
          } else if (value_message_37 instanceof RegExp) {
            json += asString(value_message_37.source)
          } else {
            json += asString(value_message_37.toString())
          }
        } else {
          json += asString(value_message_37)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_38 = obj["pointer"]
      if (value_pointer_38 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_38 !== 'string') {
          if (value_pointer_38 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_38 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_38.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_38 instanceof RegExp) {
            json += asString(value_pointer_38.source)
          } else {
            json += asString(value_pointer_38.toString())
          }
        } else {
          json += asString(value_pointer_38)
        }
        
      }

      const value_hint_39 = obj["hint"]
      if (value_hint_39 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_39 !== 'string') {
          if (value_hint_39 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_39 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_39.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_39 instanceof RegExp) {
            json += asString(value_hint_39.source)
          } else {
            json += asString(value_hint_39.toString())
          }
        } else {
          json += asString(value_hint_39)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous8 (obj) {
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
        json += anonymous9(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous9(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous11 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_42 = obj["code"]
      if (value_code_42 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_42 !== 'string') {
          if (value_code_42 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_42 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_42.toISOString() + JSON_STR_QUOTE
          } else if (value_code_42 instanceof RegExp) {
            json += asString(value_code_42.source)
          } else {
            json += asString(value_code_42.toString())
          }
        } else {
          json += asString(value_code_42)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_43 = obj["message"]
      if (value_message_43 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_43 !== 'string') {
          if (value_message_43 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_43 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_43.toISOString() + JSON_STR_QUOTE
          } else if (value_message_43 instanceof RegExp) {
            json += asString(value_message_43.source)
          } else {
            json += asString(value_message_43.toString())
          }
        } else {
          json += asString(value_message_43)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous10 (obj) {
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
        json += anonymous11(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous11(value)
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
      
      const value_errors_34 = obj["errors"]
      if (value_errors_34 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_34 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_34)) {
            json += anonymous8(value_errors_34)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_40 = obj["warnings"]
      if (value_warnings_40 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous10(value_warnings_40)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)